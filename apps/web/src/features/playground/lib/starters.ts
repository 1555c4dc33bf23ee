import type { PlaygroundLanguage, PlaygroundTestCase } from '@hammurabi/shared';

/** Each language's first program: it reads a line of numbers and prints their sum. */
export const STARTER_CODE: Record<PlaygroundLanguage, string> = {
  python: `# Reads whole numbers from one line and prints their sum.
numbers = [int(part) for part in input().split()]
print(sum(numbers))
`,
  javascript: `// Reads whole numbers from one line and prints their sum.
// input() returns the next line of the test's input (null at the end).
const numbers = (input() ?? '').split(' ').filter(Boolean).map(Number);
console.log(numbers.reduce((total, value) => total + value, 0));
`,
  java: `import java.util.Scanner;

// Reads whole numbers from the input and prints their sum.
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long total = 0;
        while (in.hasNextLong()) {
            total += in.nextLong();
        }
        System.out.println(total);
    }
}
`,
};

/** The two test cases the starter programs pass. */
export function starterTests(): PlaygroundTestCase[] {
  return [
    { id: 'starter-1', name: 'Adds small numbers', input: '1 2 3', expectedOutput: '6' },
    { id: 'starter-2', name: 'Handles negative numbers', input: '10 -4 5', expectedOutput: '11' },
  ];
}

export const LANGUAGE_LABELS: Record<PlaygroundLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  java: 'Java',
};

/** The file name a program is downloaded or analysed as. */
export const FILENAMES: Record<PlaygroundLanguage, string> = {
  python: 'main.py',
  javascript: 'main.js',
  java: 'Main.java',
};
