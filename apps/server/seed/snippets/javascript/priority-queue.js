/**
 * A binary min-heap: push and pop in O(log n), peek in O(1). Pass `compare` for other orders,
 * e.g. (a, b) => b.priority - a.priority for a max-heap of tasks.
 */
class PriorityQueue {
  #items = [];

  constructor(compare = (a, b) => a - b) {
    this.compare = compare;
  }

  get size() {
    return this.#items.length;
  }

  peek() {
    return this.#items[0];
  }

  push(value) {
    const items = this.#items;
    items.push(value);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.compare(items[child], items[parent]) >= 0) break;
      [items[child], items[parent]] = [items[parent], items[child]];
      child = parent;
    }
  }

  pop() {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      let parent = 0;
      for (;;) {
        const left = parent * 2 + 1;
        const right = left + 1;
        let smallest = parent;
        if (left < items.length && this.compare(items[left], items[smallest]) < 0) smallest = left;
        if (right < items.length && this.compare(items[right], items[smallest]) < 0) smallest = right;
        if (smallest === parent) break;
        [items[parent], items[smallest]] = [items[smallest], items[parent]];
        parent = smallest;
      }
    }
    return top;
  }
}

const queue = new PriorityQueue();
for (const n of [5, 1, 4, 2, 3]) queue.push(n);
const order = [];
while (queue.size > 0) order.push(queue.pop());
if (order.join() !== '1,2,3,4,5') throw new Error(`wrong order ${order}`);
console.log(order);
