/**
 * Corpus questions whose answers were once wrong advice (issue #34): SQL fixes in the driver's
 * placeholder style with the user's names, the simplest rewrite of an accumulation, secrets always
 * reported, and a law example that keeps every field.
 */
import type { CorpusQuestion } from './questions.ts';

export const ADVICE_QUESTIONS: readonly CorpusQuestion[] = [
  {
    file: 'shop_db.py',
    question: 'How do I fix the SQL injection in find_order?',
    must: ['cur.execute("SELECT * FROM orders WHERE id = ?", (order_id,))', 'sqlite3 takes `?`'],
    mustNot: ['cursor.execute', '= %s'],
  },
  {
    file: 'shop_db.py',
    question: 'Is this code secure?',
    lead: /security problems/,
    must: ['`PASSWORD` holds a secret', 'line 3', 'SEC002'],
  },
  {
    file: 'shop_db.py',
    question: 'Can you make total shorter?',
    must: ['return sum(items)'],
    mustNot: ['range(len(items)))'],
  },
  {
    file: null,
    question: 'Explain HB001 with a short Python example',
    must: ['return asdict(new_user)'],
    mustNot: ['return {"name": new_user.name, "email": new_user.email}'],
  },
];
