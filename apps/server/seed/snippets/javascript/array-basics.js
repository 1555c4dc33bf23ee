/** The items without repeats, first occurrence kept: a Set remembers what it has seen. */
function withoutDuplicates(items) {
  return [...new Set(items)];
}

/** A reversed copy; items.reverse() would reverse the array in place instead. */
function reversedCopy(items) {
  return [...items].reverse();
}

/** Sum of the numbers with reduce, starting from 0 so an empty array gives 0. */
function sum(numbers) {
  return numbers.reduce((total, n) => total + n, 0);
}

/** The squares of the even numbers: filter, then map. */
function evensSquared(numbers) {
  return numbers.filter((n) => n % 2 === 0).map((n) => n * n);
}

// Check: each function on a known input.
const original = [1, 2, 3];
if (reversedCopy(original).join() !== '3,2,1' || original.join() !== '1,2,3') throw new Error('reversedCopy');
if (withoutDuplicates([3, 1, 3, 2, 1]).join() !== '3,1,2') throw new Error('withoutDuplicates');
if (sum([]) !== 0 || sum([1, 2, 3]) !== 6) throw new Error('sum');
if (evensSquared([1, 2, 3, 4]).join() !== '4,16') throw new Error('evensSquared');
if ([[1, 2], [3]].flat().length !== 3 || ![1, 2].includes(2)) throw new Error('builtins');
console.log('array basics ok');
