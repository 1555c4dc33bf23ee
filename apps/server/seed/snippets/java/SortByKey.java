import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class SortByKey {
    record Person(String name, int age, int score) {}

    /** A sorted copy by age; List.sort is stable, so equal ages keep their order. */
    static List<Person> byAge(List<Person> people) {
        List<Person> sorted = new ArrayList<>(people);
        sorted.sort(Comparator.comparingInt(Person::age));
        return sorted;
    }

    /** Highest score first, then by name: thenComparing breaks ties. */
    static List<Person> byScoreThenName(List<Person> people) {
        List<Person> sorted = new ArrayList<>(people);
        sorted.sort(Comparator.comparingInt(Person::score).reversed().thenComparing(Person::name));
        return sorted;
    }

    public static void main(String[] args) {
        // Check: each order on a known input.
        List<Person> people = List.of(new Person("Bo", 31, 7), new Person("Al", 25, 9), new Person("Cy", 31, 9));
        List<String> ages = byAge(people).stream().map(Person::name).toList();
        List<String> scores = byScoreThenName(people).stream().map(Person::name).toList();
        if (!ages.equals(List.of("Al", "Bo", "Cy"))) throw new AssertionError("byAge " + ages);
        if (!scores.equals(List.of("Al", "Cy", "Bo"))) throw new AssertionError("byScoreThenName " + scores);
        System.out.println("sorting ok");
    }
}
