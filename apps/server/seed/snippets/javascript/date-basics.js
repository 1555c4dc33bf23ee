/** The date a number of days later; setUTCDate rolls over months and leap years. */
function addDays(date, days) {
  const result = new Date(date.getTime());
  result.setUTCDate(result.getUTCDate() + days);
  return result;
}

/** Whole days from start to end. */
function daysBetween(start, end) {
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** A date as "15 March 2024" in UTC, with Intl.DateTimeFormat. */
function formatDay(date) {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** "YYYY-MM-DD" of a date in UTC: the first ten characters of its ISO string. */
function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

// Check: leap day, month lengths and formatting.
const day = new Date(Date.UTC(2024, 1, 28));
if (isoDay(addDays(day, 1)) !== '2024-02-29') throw new Error('addDays');
if (daysBetween(new Date('2024-01-01T00:00:00Z'), new Date('2024-03-01T00:00:00Z')) !== 60)
  throw new Error('daysBetween');
if (formatDay(new Date(Date.UTC(2024, 2, 15))) !== '15 March 2024') throw new Error('formatDay');
console.log('date basics ok');
