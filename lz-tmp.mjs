import { parser as rust } from '@lezer/rust';
import { parser as php } from '@lezer/php';
const which = process.argv[2];
const src = which === 'rust' ? `/// Doc
pub fn sum(items: &[i32], n: usize) -> i32 {
    let mut total = 0;
    for x in items.iter() { if *x > 0 && n > 1 { total += x; } else if *x < 0 { } }
    while n > 0 { }
    loop { break; }
    match n { 1 => 2, _ => 3 };
    let f = |a: i32| { if a > 0 { 1 } else { 2 } };
    total
}
struct S { a: i32 }
impl S { fn get(&self, k: i32) -> i32 { self.a } }
` : `<?php
/** Doc */
function sum(array $items, int $n): int {
    $total = 0;
    foreach ($items as $x) { if ($x > 0 && $n > 1 || true) { $total += $x; } elseif ($x < 0) { } else { } }
    while ($n > 0) { $n--; }
    switch ($n) { case 1: break; default: break; }
    $f = function ($a) { return $a ? 1 : 2; };
    try { } catch (Exception $e) { }
    return $total;
}
class A { public function get(int $k, $j = 1) { return $k; } }
`;
const p = which === 'rust' ? rust : php;
const tree = p.parse(src);
let depth = 0;
tree.iterate({ enter(n) { if (/^[{}(),;:\[\]]$/.test(n.name)) return false; console.log('  '.repeat(depth) + n.name + (n.node.firstChild? '' : ' ' + JSON.stringify(src.slice(n.from, n.to)).slice(0,30))); depth++; }, leave(n) { if (!/^[{}(),;:\[\]]$/.test(n.name)) depth--; } });
