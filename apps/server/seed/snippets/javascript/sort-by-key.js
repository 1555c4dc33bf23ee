/** A sorted copy by a numeric key; sort is stable, so equal ages keep their order. */
function byAge(people) {
  return [...people].sort((a, b) => a.age - b.age);
}

/** Highest score first, then by name: compare the next key when the first is equal. */
function byScoreThenName(people) {
  return [...people].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/** Numbers in numeric order: without a compare function, sort compares them as strings (10 < 9). */
function numeric(numbers) {
  return [...numbers].sort((a, b) => a - b);
}

// Check: each order on a known input.
const people = [
  { name: 'Bo', age: 31, score: 7 },
  { name: 'Al', age: 25, score: 9 },
  { name: 'Cy', age: 31, score: 9 },
];
if (
  byAge(people)
    .map((p) => p.name)
    .join() !== 'Al,Bo,Cy'
)
  throw new Error('byAge');
if (
  byScoreThenName(people)
    .map((p) => p.name)
    .join() !== 'Al,Cy,Bo'
)
  throw new Error('byScoreThenName');
if (numeric([10, 9, 1]).join() !== '1,9,10' || [10, 9, 1].sort().join() !== '1,10,9') throw new Error('numeric');
console.log('sorting ok');
