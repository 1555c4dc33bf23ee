import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

public class MapBasics {
    /** How often each word occurs; merge adds 1 to the count or starts it at 1. */
    static Map<String, Integer> wordCounts(String text) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.toLowerCase().split("\\s+")) {
            if (!word.isEmpty()) counts.merge(word, 1, Integer::sum);
        }
        return counts;
    }

    /** A value with a default when the key is missing. */
    static double priceOf(Map<String, Double> prices, String item) {
        return prices.getOrDefault(item, 0.0);
    }

    /** A new map with both; entries of overrides win. */
    static <K, V> Map<K, V> merged(Map<K, V> defaults, Map<K, V> overrides) {
        Map<K, V> result = new HashMap<>(defaults);
        result.putAll(overrides);
        return result;
    }

    public static void main(String[] args) {
        // Check: each method on a known input, then iterate over the entries.
        Map<String, Integer> counts = wordCounts("the cat the hat");
        check(counts.get("the") == 2 && counts.size() == 3);
        check(priceOf(Map.of("tea", 2.5), "coffee") == 0.0);
        check(merged(Map.of("a", 1, "b", 2), Map.of("b", 3)).equals(Map.of("a", 1, "b", 3)));
        for (Map.Entry<String, Integer> entry : counts.entrySet()) {
            System.out.println(entry.getKey() + " " + entry.getValue());
        }
    }

    private static void check(boolean condition) {
        if (!condition) throw new AssertionError("check failed");
    }
}
