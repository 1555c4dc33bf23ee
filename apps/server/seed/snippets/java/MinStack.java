import java.util.ArrayDeque;
import java.util.Deque;
import java.util.NoSuchElementException;

/** A stack that also answers its smallest element in O(1), by keeping a second stack of minimums. */
public final class MinStack<T extends Comparable<T>> {
    private final Deque<T> values = new ArrayDeque<>();
    private final Deque<T> minimums = new ArrayDeque<>();

    public void push(T value) {
        values.push(value);
        if (minimums.isEmpty() || value.compareTo(minimums.peek()) <= 0) minimums.push(value);
    }

    public T pop() {
        if (values.isEmpty()) throw new NoSuchElementException("stack is empty");
        T value = values.pop();
        if (value.compareTo(minimums.peek()) == 0) minimums.pop();
        return value;
    }

    public T min() {
        if (minimums.isEmpty()) throw new NoSuchElementException("stack is empty");
        return minimums.peek();
    }

    public static void main(String[] args) {
        MinStack<Integer> stack = new MinStack<>();
        stack.push(5);
        stack.push(2);
        stack.push(8);
        System.out.println("min = " + stack.min()); // 2
        stack.pop();
        stack.pop();
        System.out.println("min = " + stack.min()); // 5
    }
}
