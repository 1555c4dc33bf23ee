/**
 * Returns a function that runs `fn` only after `waitMs` have passed without another call.
 * Use it for search boxes and resize handlers; `cancel()` drops a pending call.
 */
function debounce(fn, waitMs) {
  let timer;
  const debounced = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

// Example: only the last of three quick calls runs.
const seen = [];
const record = debounce((value) => seen.push(value), 20);
record('h');
record('he');
record('hello');
setTimeout(() => {
  if (seen.join() !== 'hello') throw new Error(`expected one call, got ${seen}`);
  console.log('debounced calls:', seen);
}, 60);
