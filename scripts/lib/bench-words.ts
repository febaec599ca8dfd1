/**
 * The benchmarks' vocabulary: the words their seeded posts, opportunities, communities and events are made
 * of. The search benchmark uses all forty; the opportunities benchmark the first twenty.
 */
export const BENCH_WORDS = [
  'data',
  'engineering',
  'design',
  'research',
  'climate',
  'robotics',
  'marketing',
  'finance',
  'health',
  'education',
  'python',
  'react',
  'machine',
  'learning',
  'security',
  'cloud',
  'mobile',
  'product',
  'analytics',
  'policy',
  'biology',
  'chemistry',
  'physics',
  'history',
  'music',
  'theatre',
  'economics',
  'startup',
  'venture',
  'energy',
  'water',
  'urban',
  'transport',
  'housing',
  'language',
  'writing',
  'statistics',
  'networks',
  'hardware',
  'ethics',
]

/** A SQL `array[...]` literal of plain words (no quotes inside). */
export const sqlWords = (xs: readonly string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`
