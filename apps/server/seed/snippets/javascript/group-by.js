/**
 * Groups items into an object of arrays by the key `keyOf` returns.
 * (Object.groupBy does the same in newer runtimes; this works everywhere.)
 */
function groupBy(items, keyOf) {
  const groups = {};
  for (const item of items) {
    const key = keyOf(item);
    (groups[key] ??= []).push(item);
  }
  return groups;
}

const orders = [
  { id: 1, status: 'paid', total: 30 },
  { id: 2, status: 'open', total: 12 },
  { id: 3, status: 'paid', total: 8 },
];
const byStatus = groupBy(orders, (order) => order.status);
if (byStatus.paid.length !== 2 || byStatus.open[0].id !== 2) throw new Error('grouping failed');
console.log(Object.keys(byStatus));
