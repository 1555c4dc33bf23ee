import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/** In-place quicksort with a random pivot (Lomuto partition); O(n log n) on average. */
public final class QuickSort {
    private QuickSort() {}

    public static void sort(int[] values) {
        sort(values, 0, values.length - 1);
    }

    private static void sort(int[] values, int low, int high) {
        while (low < high) {
            int pivot = partition(values, low, high);
            // Recurse into the smaller half and loop over the larger one, so the stack stays O(log n).
            if (pivot - low < high - pivot) {
                sort(values, low, pivot - 1);
                low = pivot + 1;
            } else {
                sort(values, pivot + 1, high);
                high = pivot - 1;
            }
        }
    }

    private static int partition(int[] values, int low, int high) {
        swap(values, ThreadLocalRandom.current().nextInt(low, high + 1), high);
        int pivot = values[high];
        int boundary = low;
        for (int i = low; i < high; i++) {
            if (values[i] < pivot) swap(values, i, boundary++);
        }
        swap(values, boundary, high);
        return boundary;
    }

    private static void swap(int[] values, int a, int b) {
        int temporary = values[a];
        values[a] = values[b];
        values[b] = temporary;
    }

    public static void main(String[] args) {
        int[] numbers = {9, 3, 7, 1, 8, 2, 2, 5};
        sort(numbers);
        System.out.println(Arrays.toString(numbers));
    }
}
