/**
 * A short violation and its fix for each law in Python, JavaScript, TypeScript and Java. Kept as
 * data so a test can parse every example and check that the engine reports each violation (and
 * not the fix) under the law it illustrates.
 */
import type { LawId } from '@hammurabi/analysis';

/** One law illustrated in one language. */
export interface LawExample {
  law: LawId;
  language: 'python' | 'javascript' | 'typescript' | 'java';
  /** File names the example is analysed under (the fix of HB005 adds a test file). */
  filename: string;
  violation: string;
  fix: string;
  /** Other files of the project when the law looks at them (HB005). */
  projectFiles?: string[];
  fixProjectFiles?: string[];
  /** One sentence on what changed. */
  change: string;
}

const PY_LONG_SIGNATURE = 'def create_user(name, email, age, country, language, newsletter):';

/** Every example; each (law, language) pair appears once. */
export const LAW_EXAMPLES: readonly LawExample[] = [
  {
    law: 'HB001',
    language: 'python',
    filename: 'users.py',
    violation: `${PY_LONG_SIGNATURE}\n    """Creates a user record."""\n    return {"name": name, "email": email, "age": age, "country": country, "language": language, "newsletter": newsletter}\n`,
    fix: 'from dataclasses import asdict, dataclass\n\n\n@dataclass(frozen=True)\nclass NewUser:\n    """What a sign-up form sends."""\n\n    name: str\n    email: str\n    age: int\n    country: str\n    language: str\n    newsletter: bool\n\n\ndef create_user(new_user):\n    """Creates a user record from a sign-up."""\n    return asdict(new_user)\n',
    change:
      'Six parameters are more than a reader can hold (the limit is five); one value object carries them together.',
  },
  {
    law: 'HB001',
    language: 'javascript',
    filename: 'users.js',
    violation:
      '/** Creates a user record. */\nexport function createUser(name, email, age, country, language, newsletter) {\n  return { name, email, age, country, language, newsletter };\n}\n',
    fix: '/** Creates a user record from a sign-up form. */\nexport function createUser({ name, email, age, country, language, newsletter }) {\n  return { name, email, age, country, language, newsletter };\n}\n',
    change:
      'Six positional parameters are easy to pass in the wrong order (the limit is five); one object with named fields is not.',
  },
  {
    law: 'HB001',
    language: 'typescript',
    filename: 'users.ts',
    violation:
      '/** Creates a user record. */\nexport function createUser(name: string, email: string, age: number, country: string, language: string, newsletter: boolean) {\n  return { name, email, age, country, language, newsletter };\n}\n',
    fix: '/** What a sign-up form sends. */\nexport interface NewUser {\n  name: string;\n  email: string;\n  age: number;\n  country: string;\n  language: string;\n  newsletter: boolean;\n}\n\n/** Creates a user record from a sign-up form. */\nexport function createUser(newUser: NewUser) {\n  return { ...newUser };\n}\n',
    change: 'Six positional parameters (the limit is five) become one typed object.',
  },
  {
    law: 'HB001',
    language: 'java',
    filename: 'Users.java',
    violation:
      '/** Creates user records. */\npublic class Users {\n    /** Creates a user record. */\n    public static String createUser(String name, String email, int age, String country, String language, boolean newsletter) {\n        return name + email + age + country + language + newsletter;\n    }\n}\n',
    fix: '/** Creates user records. */\npublic class Users {\n    /** What a sign-up form sends. */\n    public record NewUser(String name, String email, int age, String country, String language, boolean newsletter) {}\n\n    /** Creates a user record from a sign-up form. */\n    public static String createUser(NewUser newUser) {\n        return newUser.name() + newUser.email() + newUser.age() + newUser.country() + newUser.language() + newUser.newsletter();\n    }\n}\n',
    change: 'Six parameters (the limit is five) become one record.',
  },
  {
    law: 'HB002',
    language: 'python',
    filename: 'prices.py',
    violation:
      'def total(items):\n    """Adds up the prices."""\n    tmp = 0\n    for item in items:\n        tmp += item.price\n    return tmp\n',
    fix: 'def total(items):\n    """Adds up the prices."""\n    total_price = 0\n    for item in items:\n        total_price += item.price\n    return total_price\n',
    change: '`tmp` says nothing about what it holds; `total_price` does.',
  },
  {
    law: 'HB002',
    language: 'javascript',
    filename: 'prices.js',
    violation:
      '/** Adds up the prices. */\nexport function total(items) {\n  let tmp = 0;\n  for (const item of items) tmp += item.price;\n  return tmp;\n}\n',
    fix: '/** Adds up the prices. */\nexport function total(items) {\n  let totalPrice = 0;\n  for (const item of items) totalPrice += item.price;\n  return totalPrice;\n}\n',
    change: '`tmp` says nothing about what it holds; `totalPrice` does.',
  },
  {
    law: 'HB002',
    language: 'typescript',
    filename: 'prices.ts',
    violation:
      '/** Adds up the prices. */\nexport function total(items: { price: number }[]): number {\n  let tmp = 0;\n  for (const item of items) tmp += item.price;\n  return tmp;\n}\n',
    fix: '/** Adds up the prices. */\nexport function total(items: { price: number }[]): number {\n  let totalPrice = 0;\n  for (const item of items) totalPrice += item.price;\n  return totalPrice;\n}\n',
    change: '`tmp` says nothing about what it holds; `totalPrice` does.',
  },
  {
    law: 'HB002',
    language: 'java',
    filename: 'Prices.java',
    violation:
      '/** Price helpers. */\npublic class Prices {\n    /** Adds up the prices. */\n    public static int total(int[] prices) {\n        int tmp = 0;\n        for (int price : prices) {\n            tmp += price;\n        }\n        return tmp;\n    }\n}\n',
    fix: '/** Price helpers. */\npublic class Prices {\n    /** Adds up the prices. */\n    public static int total(int[] prices) {\n        int totalPrice = 0;\n        for (int price : prices) {\n            totalPrice += price;\n        }\n        return totalPrice;\n    }\n}\n',
    change: '`tmp` says nothing about what it holds; `totalPrice` does.',
  },
  {
    law: 'HB003',
    language: 'python',
    filename: 'shipping.py',
    violation: 'def shipping_cost(weight_kg):\n    return 5 + weight_kg * 2\n',
    fix: 'def shipping_cost(weight_kg):\n    """Price of a parcel: a base fee of 5 plus 2 per kilogram."""\n    return 5 + weight_kg * 2\n',
    change: 'A public function gets a docstring that says why it exists.',
  },
  {
    law: 'HB003',
    language: 'javascript',
    filename: 'shipping.js',
    violation: 'export function shippingCost(weightKg) {\n  return 5 + weightKg * 2;\n}\n',
    fix: '/** Price of a parcel: a base fee of 5 plus 2 per kilogram. */\nexport function shippingCost(weightKg) {\n  return 5 + weightKg * 2;\n}\n',
    change: 'An exported function gets a JSDoc block that says why it exists.',
  },
  {
    law: 'HB003',
    language: 'typescript',
    filename: 'shipping.ts',
    violation: 'export function shippingCost(weightKg: number): number {\n  return 5 + weightKg * 2;\n}\n',
    fix: '/** Price of a parcel: a base fee of 5 plus 2 per kilogram. */\nexport function shippingCost(weightKg: number): number {\n  return 5 + weightKg * 2;\n}\n',
    change: 'An exported function gets a JSDoc block that says why it exists.',
  },
  {
    law: 'HB003',
    language: 'java',
    filename: 'Shipping.java',
    violation:
      'public class Shipping {\n    public static int cost(int weightKg) {\n        return 5 + weightKg * 2;\n    }\n}\n',
    fix: '/** Shipping prices. */\npublic class Shipping {\n    /** Price of a parcel: a base fee of 5 plus 2 per kilogram. */\n    public static int cost(int weightKg) {\n        return 5 + weightKg * 2;\n    }\n}\n',
    change: 'The public class and method get Javadoc comments that say why they exist.',
  },
  {
    law: 'HB004',
    language: 'python',
    filename: 'cart.py',
    violation: 'def add_item(cart, item):\n    """Adds an item to a cart."""\n    cart.append(item)\n    return cart\n',
    fix: 'def add_item(cart, item):\n    """A new cart with the item added; the given cart is unchanged."""\n    return [*cart, item]\n',
    change: "The function no longer changes the caller's list; it returns a new one.",
  },
  {
    law: 'HB004',
    language: 'javascript',
    filename: 'cart.js',
    violation:
      '/** Adds an item to a cart. */\nexport function addItem(cart, item) {\n  cart.push(item);\n  return cart;\n}\n',
    fix: '/** A new cart with the item added; the given cart is unchanged. */\nexport function addItem(cart, item) {\n  return [...cart, item];\n}\n',
    change: "The function no longer changes the caller's array; it returns a new one.",
  },
  {
    law: 'HB004',
    language: 'typescript',
    filename: 'cart.ts',
    violation:
      '/** Adds an item to a cart. */\nexport function addItem(cart: string[], item: string): string[] {\n  cart.push(item);\n  return cart;\n}\n',
    fix: '/** A new cart with the item added; the given cart is unchanged. */\nexport function addItem(cart: readonly string[], item: string): string[] {\n  return [...cart, item];\n}\n',
    change: "The function no longer changes the caller's array; it returns a new one.",
  },
  {
    law: 'HB005',
    language: 'python',
    filename: 'discounts.py',
    violation:
      'def discounted(price, percent):\n    """The price after a percentage discount."""\n    return price * (100 - percent) / 100\n',
    fix: '# test_discounts.py\nfrom discounts import discounted\n\n\ndef test_discounted_takes_the_percentage_off():\n    assert discounted(200, 25) == 150\n',
    projectFiles: ['discounts.py'],
    fixProjectFiles: ['discounts.py', 'test_discounts.py'],
    change: 'A test file next to the module proves what the function promises.',
  },
  {
    law: 'HB005',
    language: 'javascript',
    filename: 'discounts.js',
    violation:
      '/** The price after a percentage discount. */\nexport function discounted(price, percent) {\n  return (price * (100 - percent)) / 100;\n}\n',
    fix: "// discounts.test.js\nimport { expect, it } from 'vitest';\nimport { discounted } from './discounts.js';\n\nit('takes the percentage off', () => {\n  expect(discounted(200, 25)).toBe(150);\n});\n",
    projectFiles: ['discounts.js'],
    fixProjectFiles: ['discounts.js', 'discounts.test.js'],
    change: 'A test file next to the module proves what the function promises.',
  },
  {
    law: 'HB005',
    language: 'typescript',
    filename: 'discounts.ts',
    violation:
      '/** The price after a percentage discount. */\nexport function discounted(price: number, percent: number): number {\n  return (price * (100 - percent)) / 100;\n}\n',
    fix: "// discounts.test.ts\nimport { expect, it } from 'vitest';\nimport { discounted } from './discounts';\n\nit('takes the percentage off', () => {\n  expect(discounted(200, 25)).toBe(150);\n});\n",
    projectFiles: ['discounts.ts'],
    fixProjectFiles: ['discounts.ts', 'discounts.test.ts'],
    change: 'A test file next to the module proves what the function promises.',
  },
  {
    law: 'HB005',
    language: 'java',
    filename: 'Discounts.java',
    violation:
      '/** Discount helpers. */\npublic class Discounts {\n    /** The price after a percentage discount. */\n    public static double discounted(double price, double percent) {\n        return price * (100 - percent) / 100;\n    }\n}\n',
    fix: '// DiscountsTest.java\nimport org.junit.jupiter.api.Test;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nclass DiscountsTest {\n    @Test\n    void takesThePercentageOff() {\n        assertEquals(150.0, Discounts.discounted(200, 25));\n    }\n}\n',
    projectFiles: ['Discounts.java'],
    fixProjectFiles: ['Discounts.java', 'DiscountsTest.java'],
    change: 'A test class next to the class proves what the method promises.',
  },
];

/** The example of a law in a language, falling back to the closest language that has one. */
export function lawExample(law: string, language: string | null): LawExample | undefined {
  const wanted = language === 'java' || language === 'typescript' || language === 'javascript' ? language : 'python';
  const ofLaw = LAW_EXAMPLES.filter((example) => example.law === law);
  return (
    ofLaw.find((example) => example.language === wanted) ??
    ofLaw.find((example) => example.language === 'typescript') ??
    ofLaw[0]
  );
}
