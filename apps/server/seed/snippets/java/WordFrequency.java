import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Counts words in a text file with streams and prints the most frequent ones. */
public final class WordFrequency {
    private WordFrequency() {}

    public static Map<String, Long> topWords(Stream<String> lines, int limit) {
        return lines
                .flatMap(line -> Arrays.stream(line.toLowerCase().split("[^\\p{L}\\p{N}']+")))
                .filter(word -> !word.isBlank())
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()))
                .entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.out.println(topWords(Stream.of("the law is the law", "and the law is just"), 3));
            return;
        }
        try (Stream<String> lines = Files.lines(Path.of(args[0]))) {
            topWords(lines, 10).forEach((word, count) -> System.out.println(count + "\t" + word));
        }
    }
}
