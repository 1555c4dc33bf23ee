/** An error of our own, with the data a caller needs to react to it. */
class InsufficientFundsError extends Error {
  constructor(balance, amount) {
    super(`cannot withdraw ${amount}, balance is ${balance}`);
    this.name = 'InsufficientFundsError';
    this.balance = balance;
    this.amount = amount;
  }
}

/** The balance after a withdrawal; throws on bad input instead of returning a marker value. */
function withdraw(balance, amount) {
  if (!(amount > 0)) throw new RangeError('amount must be positive');
  if (amount > balance) throw new InsufficientFundsError(balance, amount);
  return balance - amount;
}

/** Awaits a promise and turns its failure into a fallback, keeping other errors visible. */
async function withFallback(promise, fallback) {
  try {
    return await promise;
  } catch (error) {
    console.warn('using the fallback:', error instanceof Error ? error.message : error);
    return fallback;
  } finally {
    // cleanup that must always run goes here
  }
}

// Check: custom errors are caught by type, rejected promises fall back.
if (withdraw(100, 30) !== 70) throw new Error('withdraw');
try {
  withdraw(10, 50);
  throw new Error('expected InsufficientFundsError');
} catch (error) {
  if (!(error instanceof InsufficientFundsError) || error.amount !== 50) throw error;
}
withFallback(Promise.reject(new Error('offline')), []).then((value) => {
  if (!Array.isArray(value)) throw new Error('withFallback');
  console.log('error handling ok');
});
