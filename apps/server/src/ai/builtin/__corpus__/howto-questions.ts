/**
 * How-to questions a newcomer asks, each with the source the assistant's retrieval should put
 * first: a seeded snippet (its file under apps/server/seed/snippets) or a page of the written
 * content (its site path). Measured by bench/assistant.bench.mjs and guarded by knowledge-ranking.test.ts.
 */
export interface HowToQuestion {
  question: string;
  /** `python/list_basics.py` (a seed snippet) or `/tutorials/…` (a page). */
  expected: string;
}

export const HOW_TO_QUESTIONS: readonly HowToQuestion[] = [
  // Python
  { question: 'How do I reverse a list in Python?', expected: 'python/list_basics.py' },
  { question: 'How do I remove duplicates from a list in Python?', expected: 'python/list_basics.py' },
  { question: 'How can I flatten a list of lists in python', expected: 'python/list_basics.py' },
  { question: 'How do I reverse a string in Python?', expected: 'python/string_basics.py' },
  { question: 'How to split a string into words in Python?', expected: 'python/string_basics.py' },
  { question: 'How do I merge two dictionaries in Python?', expected: 'python/dict_basics.py' },
  { question: 'How do I count word occurrences in Python?', expected: 'python/dict_basics.py' },
  { question: 'How do I read a file line by line in Python?', expected: 'python/file_basics.py' },
  { question: 'How do I parse JSON in Python?', expected: 'python/json_basics.py' },
  { question: 'How do I add days to a date in Python?', expected: 'python/date_basics.py' },
  { question: 'How do I sort a list of dictionaries by a key in Python?', expected: 'python/sort_by_key.py' },
  { question: 'How do I raise a custom exception in Python?', expected: 'python/error_handling.py' },
  { question: 'How do I make an HTTP GET request in Python?', expected: 'python/http_get_json.py' },
  { question: 'How do I write unit tests in Python?', expected: 'python/unit_tests.py' },
  { question: 'How do I do a binary search in Python?', expected: 'python/binary_search.py' },
  { question: 'How do I split a list into chunks in Python?', expected: 'python/chunked.py' },
  // JavaScript
  { question: 'How do I debounce a function in JavaScript?', expected: 'javascript/debounce.js' },
  { question: 'How do I remove duplicates from an array in JavaScript?', expected: 'javascript/array-basics.js' },
  { question: 'How do I reverse a string in JavaScript?', expected: 'javascript/string-basics.js' },
  { question: 'How do I count words with a Map in JavaScript?', expected: 'javascript/map-basics.js' },
  { question: 'How do I read a file in Node.js?', expected: 'javascript/file-basics.js' },
  { question: 'How do I parse JSON safely in JavaScript?', expected: 'javascript/json-basics.js' },
  { question: 'How do I add days to a date in JavaScript?', expected: 'javascript/date-basics.js' },
  { question: 'How do I sort an array of objects by a key in JavaScript?', expected: 'javascript/sort-by-key.js' },
  { question: 'How do I throw a custom error in JavaScript?', expected: 'javascript/error-handling.js' },
  { question: 'How do I write unit tests in JavaScript without a library?', expected: 'javascript/unit-tests.js' },
  { question: 'How do I copy text to the clipboard in JavaScript?', expected: 'javascript/copy-to-clipboard.js' },
  { question: 'How do I group an array by a key in JavaScript?', expected: 'javascript/group-by.js' },
  { question: 'How do I fetch JSON with a timeout in JavaScript?', expected: 'javascript/fetch-json-with-timeout.js' },
  // TypeScript
  { question: 'How do I write a typed fetch wrapper in TypeScript?', expected: 'typescript/typed-fetch.ts' },
  { question: 'How do I implement a rate limiter in TypeScript?', expected: 'typescript/token-bucket-rate-limiter.ts' },
  { question: 'How do I sort an array of objects by a key in TypeScript?', expected: 'javascript/sort-by-key.js' },
  // Java
  { question: 'How do I reverse a string in Java?', expected: 'java/StringBasics.java' },
  { question: 'How do I remove duplicates from a list in Java?', expected: 'java/ListBasics.java' },
  { question: 'How do I count words with a HashMap in Java?', expected: 'java/MapBasics.java' },
  { question: 'How do I read a text file in Java?', expected: 'java/FileBasics.java' },
  { question: 'How do I format a date in Java?', expected: 'java/DateBasics.java' },
  { question: 'How do I sort a list of objects by a field in Java?', expected: 'java/SortByKey.java' },
  { question: 'How do I create a custom exception in Java?', expected: 'java/ExceptionBasics.java' },
  { question: 'How do I make an HTTP GET request in Java?', expected: 'java/HttpGetRequest.java' },
  // Go
  { question: 'How do I reverse a string in Go?', expected: 'go/string_basics.go' },
  { question: 'How do I remove duplicates from a slice in golang?', expected: 'go/slice_basics.go' },
  { question: 'How do I sort the keys of a map in Go?', expected: 'go/map_basics.go' },
  { question: 'How do I read a file line by line in Go?', expected: 'go/file_basics.go' },
  { question: 'How do I decode JSON into a struct in Go?', expected: 'go/json_encode_decode.go' },
  { question: 'How do I sort a slice of structs in Go?', expected: 'go/sort_by_key.go' },
  { question: 'How do I wrap errors in Go?', expected: 'go/error_wrapping.go' },
  { question: 'How do I make an HTTP GET request in Go?', expected: 'go/http_get_json.go' },
  { question: 'How do I write table-driven tests in Go?', expected: 'go/slugify_test.go' },
  // The written content
  { question: 'What is immutability?', expected: '/tutorials/intermediate/immutable-state' },
];
