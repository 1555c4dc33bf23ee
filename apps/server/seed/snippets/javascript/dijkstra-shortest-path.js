/**
 * Shortest distances from `start` in a graph with non-negative edge weights (Dijkstra).
 * `graph` maps each node to { neighbour: weight }. Returns distances and the previous node
 * on each shortest path, so `pathTo` can rebuild a route.
 */
function dijkstra(graph, start) {
  const distances = { [start]: 0 };
  const previous = {};
  const visited = new Set();
  // A simple scan keeps this short; use a heap for graphs with many thousands of nodes.
  for (;;) {
    let current = null;
    for (const [node, distance] of Object.entries(distances)) {
      if (!visited.has(node) && (current === null || distance < distances[current])) current = node;
    }
    if (current === null) break;
    visited.add(current);
    for (const [neighbour, weight] of Object.entries(graph[current] ?? {})) {
      const candidate = distances[current] + weight;
      if (candidate < (distances[neighbour] ?? Infinity)) {
        distances[neighbour] = candidate;
        previous[neighbour] = current;
      }
    }
  }
  return { distances, previous };
}

function pathTo(previous, target) {
  const path = [target];
  while (previous[path[0]] !== undefined) path.unshift(previous[path[0]]);
  return path;
}

const roads = { A: { B: 4, C: 1 }, C: { B: 2, D: 7 }, B: { D: 1 }, D: {} };
const { distances, previous } = dijkstra(roads, 'A');
if (distances.D !== 4 || pathTo(previous, 'D').join('') !== 'ACBD') throw new Error('wrong route');
console.log('A → D:', pathTo(previous, 'D').join(' → '), `(${distances.D})`);
