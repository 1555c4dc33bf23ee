import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.stream.Collectors;

public class ListBasics {
    /** A reversed copy; Collections.reverse(list) would reverse the list in place. */
    static <T> List<T> reversedCopy(List<T> items) {
        List<T> copy = new ArrayList<>(items);
        Collections.reverse(copy);
        return copy;
    }

    /** The items without repeats, first occurrence kept: LinkedHashSet keeps insertion order. */
    static <T> List<T> withoutDuplicates(List<T> items) {
        return new ArrayList<>(new LinkedHashSet<>(items));
    }

    /** The squares of the even numbers, with a stream: filter, then map. */
    static List<Integer> evensSquared(List<Integer> numbers) {
        return numbers.stream().filter(n -> n % 2 == 0).map(n -> n * n).collect(Collectors.toList());
    }

    /** The sum of the numbers. */
    static int sum(List<Integer> numbers) {
        return numbers.stream().mapToInt(Integer::intValue).sum();
    }

    public static void main(String[] args) {
        // Check: each method on a known input; List.of is immutable, ArrayList is not.
        List<Integer> original = List.of(1, 2, 3);
        check(reversedCopy(original).equals(List.of(3, 2, 1)) && original.equals(List.of(1, 2, 3)));
        check(withoutDuplicates(List.of(3, 1, 3, 2, 1)).equals(List.of(3, 1, 2)));
        check(evensSquared(List.of(1, 2, 3, 4)).equals(List.of(4, 16)));
        check(sum(List.of(1, 2, 3)) == 6);
        System.out.println("list basics ok");
    }

    private static void check(boolean condition) {
        if (!condition) throw new AssertionError("check failed");
    }
}
