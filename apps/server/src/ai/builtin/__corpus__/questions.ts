/**
 * The offline assistant's question corpus: each question about a file of ./files (or about no
 * code) with facts its answer must contain, facts it must not contain, and what its first
 * paragraph must say.
 */

import { ADVICE_QUESTIONS } from './questions-advice.ts';

/** One question and what a correct answer holds. */
export interface CorpusQuestion {
  /** A file of ./files the question is asked about, or null for a question without code. */
  file: string | null;
  question: string;
  /** What the first paragraph must match: the direct answer. */
  lead?: RegExp;
  must?: (string | RegExp)[];
  mustNot?: (string | RegExp)[];
}

// Sections that a focused answer must not drag in.
const GUIDE = /From the guides|Also in the guides/;
const OUTLINE = /cyclomatic complexity|Control flow:/;
const CONFIG = /AI_PROVIDER|AI_BASE_URL|AI_API_KEY/;

/** Every question of the corpus. */
export const QUESTIONS: readonly CorpusQuestion[] = [
  ...ADVICE_QUESTIONS,
  // Python bubble sort: the questions of a new user.
  {
    file: 'sort.py',
    question: 'What is the time complexity of my bubble_sort?',
    lead: /O\(n²\)/,
    must: ['line 4', 'line 3'],
    mustNot: [GUIDE, OUTLINE, CONFIG],
  },
  {
    file: 'sort.py',
    question: 'How can I make it stop early?',
    lead: /swapped/,
    must: ['```python', 'swapped = False', 'if not swapped:', 'break'],
    mustNot: [GUIDE, CONFIG],
  },
  {
    file: 'sort.py',
    question: 'Show me the early-exit version.',
    must: ['swapped = True', 'O(n)'],
    mustNot: [GUIDE, /career/i],
  },
  {
    file: 'sort.py',
    question: 'write tests for bubble_sort',
    lead: /pytest/,
    must: ['```python', 'from sort import bubble_sort', 'def test_bubble_sort_', '== [1, 2, 3]'],
    mustNot: [GUIDE, OUTLINE],
  },
  {
    file: 'sort.py',
    question: 'Add a docstring to bubble_sort',
    lead: /docstring/,
    must: ['"""Sorts items with bubble sort.', 'Args:', 'Returns:'],
    mustNot: [GUIDE],
  },
  { file: 'sort.py', question: 'Does bubble_sort change its input?', must: ['HB004', 'line 6'], mustNot: [CONFIG] },
  {
    file: 'sort.py',
    question: 'Is there a security problem in this code?',
    lead: /no security problem/,
    mustNot: [OUTLINE, GUIDE],
  },
  { file: 'sort.py', question: 'How much memory does bubble_sort use?', lead: /O\(1\) extra space/, mustNot: [GUIDE] },
  { file: 'sort.py', question: 'Hi!', lead: /Hello/, mustNot: [OUTLINE, GUIDE, CONFIG] },
  { file: 'sort.py', question: 'Thanks!', lead: /Glad/, mustNot: [OUTLINE] },
  { file: 'sort.py', question: 'Any naming problems?', lead: /naming problem/, must: ['`n`'], mustNot: [GUIDE] },
  // Python search.
  {
    file: 'search.py',
    question: 'What is the complexity of binary_search?',
    lead: /O\(log n\)/,
    must: ['halves'],
    mustNot: [GUIDE, 'O(n²)'],
  },
  {
    file: 'search.py',
    question: 'What is the time complexity of has_duplicates?',
    lead: /O\(n²\)/,
    must: ['line 19'],
    mustNot: [GUIDE],
  },
  { file: 'search.py', question: 'How do I make has_duplicates faster?', lead: /O\(n²\)/, mustNot: [GUIDE, CONFIG] },
  {
    file: 'search.py',
    question: 'Write unit tests for binary_search',
    must: ['from search import binary_search', 'def test_binary_search_'],
    mustNot: [GUIDE],
  },
  {
    file: 'search.py',
    question: 'Explain binary_search',
    lead: /`binary_search` \(lines 1–12\)/,
    must: ['`items`', '`target`', 'O(log n)'],
    mustNot: [GUIDE],
  },
  {
    file: 'search.py',
    question: 'What is the big O of this file?',
    lead: /slowest function is `has_duplicates`/,
    must: ['| `binary_search` |'],
    mustNot: [GUIDE],
  },
  // Python recursion.
  // Code that does not parse: the answer leads with the line to fix before any reading of it.
  {
    file: 'indent.py',
    question: 'What does add do and what is its complexity?',
    lead: /^\*\*Line 4 does not parse:\*\* unindent does not match any outer indentation level\./,
    must: ['will not run this file', 'Indent it by 6 spaces to keep it in the block of line 1'],
  },
  {
    file: 'countdown.py',
    question: 'What is the time complexity of countdown?',
    lead: /never finishes as written/,
    must: ['`countdown(3)`', 'line 5', 'call stack overflows'],
    mustNot: ['smaller input', 'O(n) time', 'n calls on the stack'],
  },
  {
    file: 'fib.py',
    question: 'What is the time complexity of fib?',
    lead: /O\(2ⁿ\)/,
    must: ['line 8', 'without caching'],
    mustNot: [GUIDE],
  },
  {
    file: 'fib.py',
    question: 'And the complexity of fib_cached?',
    lead: /O\(n\)/,
    must: ['cached'],
    mustNot: ['O(2ⁿ)'],
  },
  {
    file: 'fib.py',
    question: 'How fast is factorial?',
    lead: /`factorial`.*O\(n\)/,
    must: ['calls itself once'],
    mustNot: ['O(2ⁿ)'],
  },
  { file: 'fib.py', question: 'What is the space complexity of factorial?', must: ['O(n)', 'stack'], mustNot: [GUIDE] },
  {
    file: 'fib.py',
    question: 'write tests for factorial',
    must: ['from fib import factorial', 'def test_factorial_'],
    mustNot: [GUIDE],
  },
  // Python security.
  {
    file: 'users.py',
    question: 'Is this code secure?',
    lead: /security problems?/,
    must: ['line 8', 'line 14', 'SEC002'],
    mustNot: [GUIDE, CONFIG],
  },
  {
    file: 'users.py',
    question: 'How do I fix the SQL injection in find_user?',
    // users.py uses sqlite3, whose placeholder is `?`, and names its cursor `cursor`.
    must: ['name = ?", (name,))', 'SEC002', 'cursor.execute('],
    mustNot: [CONFIG, '%s'],
  },
  {
    file: 'users.py',
    question: 'Any bugs in list_directory?',
    must: ['subprocess.run', 'line 14'],
    mustNot: [/line 8\b/],
  },
  {
    file: 'users.py',
    question: 'Write tests for average_age',
    must: ['pytest.raises(ValueError)', 'from users import average_age'],
    mustNot: [GUIDE],
  },
  { file: 'users.py', question: 'What is the complexity of average_age?', lead: /O\(n\)/, mustNot: ['O(n²)'] },
  // Python join.
  {
    file: 'orders.py',
    question: 'What is the time complexity of orders_of_active_users?',
    lead: /O\(n·m\)/,
    must: ['`orders`', '`users`'],
    mustNot: [GUIDE],
  },
  {
    file: 'orders.py',
    question: 'How can I make orders_of_active_users faster?',
    must: ['```python', 'keys = {order.user_id for order in orders}', 'O(n + m)'],
    mustNot: [GUIDE],
  },
  {
    file: 'orders.py',
    question: 'What is the complexity of sorted_totals?',
    lead: /O\(n log n\)/,
    must: ['line 16'],
    mustNot: [GUIDE],
  },
  { file: 'orders.py', question: 'Refactor orders_of_active_users', must: ['Index `orders`'], mustNot: [CONFIG] },
  // JavaScript.
  {
    file: 'cart.js',
    question: 'What is wrong with addItem?',
    must: ['HB004', 'line 3', '[...cart]'],
    mustNot: [GUIDE, CONFIG],
  },
  {
    file: 'cart.js',
    question: 'What is the complexity of cartTotal?',
    lead: /O\(n\)/,
    must: ['`cart`'],
    mustNot: [GUIDE],
  },
  {
    file: 'cart.js',
    question: 'Write tests for cartTotal',
    lead: /Vitest/,
    must: ['```js', "import { cartTotal } from './cart'", 'describe('],
    mustNot: ['pytest'],
  },
  { file: 'cart.js', question: 'Explain line 3', must: ['3 |   cart.push(item);'], mustNot: [GUIDE] },
  {
    file: 'dom.js',
    question: 'Is this safe?',
    lead: /security problems?/,
    must: ['line 3', 'line 8', 'textContent'],
    mustNot: [CONFIG],
  },
  { file: 'dom.js', question: 'Explain SEC001', lead: /SEC001/, mustNot: [CONFIG] },
  {
    file: 'dom.js',
    question: 'Write a JSDoc comment for evaluate',
    must: ['/**', '@param formula', '@returns'],
    mustNot: [GUIDE],
  },
  {
    file: 'sort.js',
    question: 'What is the time complexity of bubbleSort?',
    lead: /O\(n²\)/,
    must: ['line 5'],
    mustNot: [GUIDE],
  },
  {
    file: 'sort.js',
    question: 'How can bubbleSort stop early?',
    must: ['```js', 'let swapped = false;', 'if (!swapped) break;'],
    mustNot: ['swapped = False'],
  },
  {
    file: 'sort.js',
    question: 'write tests for bubbleSort',
    must: ['toEqual([1, 2, 3])', "import { bubbleSort } from './sort'"],
    mustNot: ['pytest'],
  },
  // TypeScript.
  { file: 'join.ts', question: 'What is the time complexity of buyers?', lead: /O\(n·m\)/, mustNot: [GUIDE, OUTLINE] },
  {
    file: 'join.ts',
    question: 'How do I make buyers faster?',
    must: ['new Set(orders.map((order) => order.userId))', 'keys.has(user.id)'],
    mustNot: [GUIDE],
  },
  {
    file: 'join.ts',
    question: 'What is the complexity of unique?',
    lead: /O\(n²\)/,
    must: ['indexOf'],
    mustNot: [GUIDE],
  },
  {
    file: 'join.ts',
    question: 'Write tests for unique',
    must: ['```ts', "import { unique } from './join'"],
    mustNot: ['pytest'],
  },
  {
    file: 'merge-sort.ts',
    question: 'What is the time complexity of mergeSort?',
    lead: /O\(n log n\)/,
    must: ['twice'],
    mustNot: ['O(2ⁿ)'],
  },
  { file: 'merge-sort.ts', question: 'What is the time complexity of merge?', lead: /O\(n\)/, mustNot: ['O(n²)'] },
  { file: 'merge-sort.ts', question: 'Explain mergeSort', lead: /`mergeSort` \(lines 2–8\)/, mustNot: [GUIDE] },
  {
    file: 'shipping.ts',
    question: 'Document shippingCost',
    must: ['/**', '@param weightKg', '@param express', '@throws Error'],
    mustNot: [GUIDE],
  },
  {
    file: 'shipping.ts',
    question: 'Write tests for shippingCost',
    must: ['toThrow()', "import { shippingCost } from './shipping'"],
    mustNot: [GUIDE],
  },
  { file: 'shipping.ts', question: 'Is anything wrong with this code?', must: ['HB003'], mustNot: [CONFIG] },
  {
    file: 'shipping.ts',
    question: 'How can I make shippingCost stop early?',
    lead: /found no loop that could stop early/,
    mustNot: ['swapped'],
  },
  // Java.
  {
    file: 'BubbleSort.java',
    question: 'What is the time complexity of sort?',
    lead: /O\(n²\)/,
    must: ['line 7'],
    mustNot: [GUIDE],
  },
  {
    file: 'BubbleSort.java',
    question: 'Show me the early-exit version',
    must: ['```java', 'boolean swapped = false;', 'swapped = true;', 'if (!swapped) break;'],
    mustNot: ['swapped = False'],
  },
  {
    file: 'BubbleSort.java',
    question: 'Write JUnit tests for sort',
    lead: /JUnit/,
    must: ['```java', '@Test', 'assertArrayEquals(new int[] {1, 2, 3}, BubbleSort.sort(new int[] {3, 1, 2}));'],
    mustNot: ['pytest'],
  },
  { file: 'Search.java', question: 'What is the complexity of binarySearch?', lead: /O\(log n\)/, mustNot: ['O(n²)'] },
  {
    file: 'Search.java',
    question: 'What is the complexity of sum?',
    lead: /O\(n\)/,
    must: ['`values`'],
    mustNot: ['O(n²)'],
  },
  {
    file: 'Search.java',
    question: 'Write tests for sum',
    must: ['class SearchTest', 'Search.sum('],
    mustNot: ['pytest'],
  },
  {
    file: 'Report.java',
    question: 'Is this code secure?',
    lead: /security problem/,
    must: ['SEC002', 'PreparedStatement'],
    mustNot: [CONFIG],
  },
  { file: 'Report.java', question: 'Explain ordersOf', lead: /`ordersOf`/, must: ['`customer`'], mustNot: [GUIDE] },
  // Without code: laws, errors, the product, and what the assistant cannot do.
  {
    file: null,
    question: 'Explain HB001 with a short Python example',
    lead: /Law of Brevity/,
    must: ['```python', 'def create_user(name, email, age, country, language, newsletter):'],
    mustNot: [CONFIG],
  },
  {
    file: null,
    question: 'What is HB004? Show a JavaScript example',
    lead: /Immutable State/,
    must: ['```js', 'cart.push(item)'],
    mustNot: ['```python'],
  },
  {
    file: null,
    question: 'Explain the law of explicit naming in Java',
    lead: /HB002/,
    must: ['```java', 'totalPrice'],
    mustNot: [CONFIG],
  },
  { file: null, question: 'What does SEC002 mean?', lead: /SQL built from strings/, mustNot: [CONFIG] },
  { file: null, question: 'I get KeyError: name in my script', lead: /KeyError/, must: ['.get('], mustNot: [CONFIG] },
  {
    file: null,
    question: 'TypeError: Cannot read properties of undefined (reading "map")',
    lead: /undefined/,
    must: ['?.'],
    mustNot: [CONFIG],
  },
  {
    file: null,
    question: 'How do I connect a language model?',
    must: ['(/docs#connecting-a-language-model)'],
    mustNot: [/\\\s/, /AI_BASE_URL=/],
  },
  { file: null, question: 'How do I reset my password?', lead: /password reset link/, mustNot: [CONFIG, /[{};]/] },
  {
    file: null,
    question: 'What is the capital of France?',
    lead: /I don't know/,
    must: ['complexity'],
    mustNot: [CONFIG],
  },
  { file: null, question: 'What is the time complexity of my code?', lead: /need the code/, mustNot: [CONFIG] },
  { file: null, question: 'hello', lead: /Hello/, mustNot: [CONFIG] },
  // Java and Go functions from their syntax trees; a Python coroutine that is never awaited.
  {
    file: 'Matcher.java',
    question: 'What is the time complexity of match?',
    lead: /O\(n·m\)/,
    must: ['line 10', 'line 11', '`customers`'],
    mustNot: [GUIDE, OUTLINE, CONFIG, 'O(n²)'],
  },
  {
    file: 'Matcher.java',
    question: 'How can I make match faster?',
    must: ['```java', 'new HashSet<>()', 'keys.contains(order.customerId())', 'O(n + m)'],
    mustNot: [GUIDE, CONFIG, 'new Set('],
  },
  {
    file: 'Matcher.java',
    question: 'Does score break any law?',
    lead: /`score` takes 6 parameters/,
    must: ['HB001', 'HB003', 'Javadoc'],
    mustNot: [GUIDE, CONFIG, /`match` takes/],
  },
  {
    file: 'jobs.go',
    question: 'What is the complexity of Owned?',
    lead: /O\(n·m\)/,
    must: ['line 12', 'line 13', '`jobs`'],
    mustNot: [GUIDE, OUTLINE, CONFIG],
  },
  {
    file: 'jobs.go',
    question: 'How can I make Owned faster?',
    must: ['```go', 'keys := make(map[any]bool, len(jobs))', 'if keys[owner] {'],
    mustNot: [GUIDE, CONFIG, 'new Set(', '```js'],
  },
  {
    file: 'jobs.go',
    question: 'write tests for Owned',
    lead: /not yet for Go/,
    mustNot: ['```js', 'vitest', CONFIG],
  },
  {
    file: 'jobs.go',
    question: 'add documentation to Owned',
    must: ['```go', '// Owned '],
    mustNot: ['/**', CONFIG],
  },
  {
    file: 'notify.py',
    question: 'What is wrong with notify_all?',
    lead: /`send\(…\)` is a coroutine called without `await`/,
    must: ['REL004', 'line 12', 'await send(…)'],
    mustNot: [GUIDE, OUTLINE, CONFIG],
  },
  // Complexity read from the syntax tree where reading the indentation got it wrong: set and list
  // lookups, a bisection with other names, recursion in exclusive branches, a sort per element,
  // loops on one line and braces on their own lines.
  {
    file: 'lookup.py',
    question: 'What is the time complexity of count_allowed?',
    lead: /O\(n\)/,
    must: ['line 9'],
    mustNot: ['O(n²)', 'O(n·m)', GUIDE, OUTLINE],
  },
  {
    file: 'lookup.py',
    question: 'What is the time complexity of count_known?',
    lead: /O\(n·m\)/,
    must: ['line 19', '`known`'],
    mustNot: ['O(n²)', GUIDE],
  },
  {
    file: 'lookup.py',
    question: 'What is the complexity of wanted_tags?',
    lead: /O\(n·m\)/,
    mustNot: ['O(n²)', 'shrinks', GUIDE],
  },
  {
    file: 'lookup.py',
    question: 'What is the time complexity of find_index?',
    lead: /O\(log n\)/,
    must: ['line 33', 'halves'],
    mustNot: ['O(n)', GUIDE],
  },
  {
    file: 'lookup.py',
    question: 'What is the time complexity of search?',
    lead: /O\(log n\)/,
    must: ['line 52', 'line 53', 'different branches'],
    mustNot: ['O(n log n)', 'divide and conquer', GUIDE],
  },
  { file: 'lookup.py', question: 'How fast is bit_length?', lead: /O\(log n\)/, must: ['line 59'], mustNot: [GUIDE] },
  {
    file: 'lookup.py',
    question: 'What is the time complexity of insert_all?',
    lead: /O\(n·m log m\)/,
    must: ['line 69', 'm log m'],
    mustNot: [GUIDE, OUTLINE],
  },
  {
    file: 'Pairs.java',
    question: 'What is the time complexity of countPairs?',
    lead: /O\(n²\)/,
    must: ['line 11', 'line 13'],
    mustNot: [GUIDE, OUTLINE, CONFIG],
  },
  {
    file: 'Pairs.java',
    question: 'What is the time complexity of fibonacci?',
    lead: /O\(2ⁿ\)/,
    must: ['line 31', 'twice'],
    mustNot: [GUIDE],
  },
  {
    file: 'Pairs.java',
    question: 'What is the complexity of find?',
    lead: /O\(log n\)/,
    must: ['line 46'],
    mustNot: ['O(2ⁿ)', 'O(n log n)', GUIDE],
  },
  {
    file: 'Pairs.java',
    question: 'What is the time complexity of anyBlocked?',
    lead: /O\(n\)/,
    mustNot: ['O(n·m)', 'O(n²)', GUIDE],
  },
  {
    file: 'Pairs.java',
    question: 'What is the time complexity of anyListed?',
    lead: /O\(n·m\)/,
    must: ['line 67', '`listed`'],
    mustNot: ['O(n²)', GUIDE],
  },
  {
    file: 'bounds.js',
    question: 'What is the time complexity of countShared?',
    lead: /O\(n·m\)/,
    must: ['`left`', '`right`', 'line 4'],
    mustNot: ['**O(1)**', GUIDE],
  },
  {
    file: 'bounds.js',
    question: 'What is the time complexity of lowerBound?',
    lead: /O\(log n\)/,
    must: ['line 12'],
    mustNot: ['O(n)', GUIDE],
  },
  { file: 'bounds.js', question: 'How fast is halvings?', lead: /O\(log n\)/, mustNot: ['fixed number', GUIDE] },
  {
    file: 'bounds.js',
    question: 'What is the time complexity of find?',
    lead: /O\(log n\)/,
    mustNot: ['O(n log n)', 'O(2ⁿ)', GUIDE],
  },
  {
    file: 'bounds.js',
    question: 'What is the time complexity of sortEach?',
    lead: /O\(n·m log m\)/,
    must: ['line 37'],
    mustNot: ['O(n² log n)', GUIDE],
  },
  {
    file: 'bounds.js',
    question: 'What is the time complexity of depth?',
    lead: /O\(n\)/,
    must: ['line 43', 'part of its input'],
    mustNot: ['O(2ⁿ)', GUIDE],
  },
  // C++ functions from the Lezer tree.
  {
    file: 'stats.cpp',
    question: 'What is the time complexity of countPairs?',
    lead: /O\(n²\)/,
    must: ['line 9', 'line 10', '`values`'],
    mustNot: [GUIDE, OUTLINE, CONFIG],
  },
  {
    file: 'stats.cpp',
    question: 'What is the complexity of binarySearch?',
    lead: /O\(log n\)/,
    must: ['line 23'],
    mustNot: ['O(n)', GUIDE],
  },
  { file: 'stats.cpp', question: 'How fast is fibonacci?', lead: /O\(2ⁿ\)/, must: ['line 41'], mustNot: [GUIDE] },
  {
    file: 'stats.cpp',
    question: 'What is the time complexity of countBlocked?',
    lead: /O\(n\)/,
    mustNot: ['O(n·m)', GUIDE],
  },
  {
    file: 'stats.cpp',
    question: 'What is the time complexity of countListed?',
    lead: /O\(n·m\)/,
    must: ['line 59', '`listed`'],
    mustNot: ['O(n²)', GUIDE],
  },
  {
    file: 'stats.cpp',
    question: 'Explain countBlocked',
    lead: /`countBlocked` \(lines 45–53\) takes `names`, `blocked`/,
    must: ['```cpp'],
    mustNot: [GUIDE, CONFIG],
  },
];
