import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

public class FileBasics {
    /** Writes one line per item, replacing the file. */
    static void writeLines(Path file, List<String> lines) throws IOException {
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    /** Reads a text file line by line; try-with-resources closes the reader even on failure. */
    static List<String> readLines(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) lines.add(line);
        }
        return lines;
    }

    /** Adds a line at the end, creating the file when it is missing. */
    static void appendLine(Path file, String line) throws IOException {
        Files.writeString(file, line + System.lineSeparator(), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    public static void main(String[] args) throws IOException {
        // Check: write, append and read back in a temporary folder.
        Path folder = Files.createTempDirectory("file-basics");
        Path notes = folder.resolve("notes.txt");
        writeLines(notes, List.of("first", "second"));
        appendLine(notes, "third");
        if (!readLines(notes).equals(List.of("first", "second", "third"))) throw new AssertionError("readLines");
        Files.delete(notes);
        Files.delete(folder);
        System.out.println("file basics ok");
    }
}
