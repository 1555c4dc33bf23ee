import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

public class DateBasics {
    private static final DateTimeFormatter LONG = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    /** A date from ISO text such as 2024-03-15; java.time types are immutable. */
    static LocalDate parseDay(String text) {
        return LocalDate.parse(text);
    }

    /** A date as "15 March 2024". */
    static String formatDay(LocalDate day) {
        return day.format(LONG);
    }

    /** Whole days from start to end. */
    static long daysBetween(LocalDate start, LocalDate end) {
        return ChronoUnit.DAYS.between(start, end);
    }

    /** The current instant in UTC as ISO 8601 text: store times like this. */
    static String utcNow() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    public static void main(String[] args) {
        // Check: leap day, formatting and day counts.
        if (!parseDay("2024-02-28").plusDays(1).equals(LocalDate.of(2024, 2, 29))) throw new AssertionError("plusDays");
        if (!formatDay(LocalDate.of(2024, 3, 15)).equals("15 March 2024")) throw new AssertionError("formatDay");
        if (daysBetween(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 3, 1)) != 60) throw new AssertionError("daysBetween");
        if (!utcNow().endsWith("Z")) throw new AssertionError("utcNow");
        System.out.println("date basics ok");
    }
}
