import java.util.Arrays;
import java.util.List;

public class StringBasics {
    /** The characters of text in reverse order, with StringBuilder. */
    static String reverse(String text) {
        return new StringBuilder(text).reverse().toString();
    }

    /** The words of text, split on any run of whitespace. */
    static List<String> words(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
    }

    /** The parts joined with a separator. */
    static String joinWords(List<String> parts) {
        return String.join(", ", parts);
    }

    /** A formatted line: name padded to 10 characters, score with two decimals. */
    static String scoreLine(String name, double score) {
        return String.format("%-10s%.2f", name, score);
    }

    public static void main(String[] args) {
        // Check: each method on a known input; compare strings with equals, never ==.
        check(reverse("hello").equals("olleh"));
        check(words("  to be  or ").equals(List.of("to", "be", "or")));
        check(joinWords(List.of("a", "b")).equals("a, b"));
        check(scoreLine("ada", 9.5).equals("ada       9.50"));
        System.out.println("string basics ok");
    }

    private static void check(boolean condition) {
        if (!condition) throw new AssertionError("check failed");
    }
}
