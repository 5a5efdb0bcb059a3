import { z } from 'zod'

/**
 * The test-result record the portal's System Status shows
 * and the rules of its heatmap: sorting, filtering and the complexity colour.
 */

export const TEST_STATUSES = ['PASS', 'FAIL', 'WARNING', 'SKIPPED'] as const
export type TestStatus = (typeof TEST_STATUSES)[number]

export const ISSUE_SEVERITIES = ['HIGH', 'MEDIUM', 'LOW'] as const
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number]

const ISSUE_STATUSES = ['FIXED', 'IDENTIFIED', 'PENDING', 'INVESTIGATING'] as const
export type IssueStatus = (typeof ISSUE_STATUSES)[number]

const MAX_COMPLEXITY = 10

const TestCaseSchema = z.object({
  name: z.string().min(1),
  status: z.enum(TEST_STATUSES),
  details: z.string(),
  complexity: z.number().min(0).max(MAX_COMPLEXITY),
  category: z.string().min(1),
  /** Seconds. */
  executionTime: z.number().min(0),
  /** Percent, 0-100. */
  coverage: z.number().min(0).max(100),
})
export type TestCase = z.infer<typeof TestCaseSchema>

const TestIssueSchema = z.object({
  severity: z.enum(ISSUE_SEVERITIES),
  status: z.enum(ISSUE_STATUSES),
  description: z.string(),
  resolution: z.string(),
  area: z.string(),
})

export const TestResultRecordSchema = z.object({
  /** ISO 8601 time of the run. */
  timestamp: z.string(),
  testsRun: z.array(TestCaseSchema),
  issues: z.array(TestIssueSchema),
  recommendations: z.array(z.string()),
})
export type TestResultRecord = z.infer<typeof TestResultRecordSchema>

// ── sorting ──────────────────────────────────────────────────────────────────────────────────────

export const SORT_KEYS = ['name', 'status', 'complexity', 'executionTime', 'coverage'] as const
export type SortKey = (typeof SORT_KEYS)[number]
type SortDirection = 'asc' | 'desc'
export interface TestSort {
  key: SortKey
  direction: SortDirection
}

/** The list opens with the most complex tests first. */
export const DEFAULT_SORT: TestSort = { key: 'complexity', direction: 'desc' }

/** Clicking the active column flips its direction; another column starts descending. */
export function nextSort(current: TestSort, clicked: SortKey): TestSort {
  if (current.key === clicked)
    return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key: clicked, direction: 'desc' }
}

/** Ascending status order: skipped, passed, warned, failed — so "descending" puts failures first. */
const STATUS_RANK: Record<TestStatus, number> = { SKIPPED: 0, PASS: 1, WARNING: 2, FAIL: 3 }

function compareBy(key: SortKey, a: TestCase, b: TestCase): number {
  switch (key) {
    case 'name':
      return a.name.localeCompare(b.name, 'en')
    case 'status':
      return STATUS_RANK[a.status] - STATUS_RANK[b.status]
    default:
      return a[key] - b[key]
  }
}

/** A sorted copy; ties keep alphabetical order by name whatever the direction, so the order is stable. */
export function sortTests(tests: readonly TestCase[], sort: TestSort): TestCase[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...tests].sort((a, b) => sign * compareBy(sort.key, a, b) || a.name.localeCompare(b.name, 'en'))
}

// ── filtering ────────────────────────────────────────────────────────────────────────────────────

export const ALL = 'all'
export interface TestFilter {
  category: string
  status: TestStatus | typeof ALL
  /** Inclusive bounds within 0..maxComplexity(tests). */
  complexity: { min: number; max: number }
}

/** The highest complexity in the run (0 for an empty run): the top of the range filter and of the colour scale. */
export function maxComplexity(tests: readonly TestCase[]): number {
  return tests.reduce((max, test) => Math.max(max, test.complexity), 0)
}

/** Nothing filtered out: every category and status, complexity 0 to the run's maximum. */
export function openFilter(tests: readonly TestCase[]): TestFilter {
  return { category: ALL, status: ALL, complexity: { min: 0, max: maxComplexity(tests) } }
}

export function filterTests(tests: readonly TestCase[], filter: TestFilter): TestCase[] {
  return tests.filter(
    (test) =>
      (filter.category === ALL || test.category === filter.category) &&
      (filter.status === ALL || test.status === filter.status) &&
      test.complexity >= filter.complexity.min &&
      test.complexity <= filter.complexity.max,
  )
}

/** The run's categories in the order they first appear. */
export function categoriesOf(tests: readonly TestCase[]): string[] {
  return [...new Set(tests.map((test) => test.category))]
}

/** How many tests have each status. */
export function countByStatus(tests: readonly TestCase[]): Record<TestStatus, number> {
  const counts: Record<TestStatus, number> = { PASS: 0, FAIL: 0, WARNING: 0, SKIPPED: 0 }
  for (const test of tests) counts[test.status] += 1
  return counts
}

// ── colour ───────────────────────────────────────────────────────────────────────────────────────

export type ComplexityLevel = 'green' | 'yellow' | 'orange' | 'red'

/** By ratio to the maximum: under 0.3 green, under 0.6 yellow, under 0.8 orange, otherwise red. */
export function complexityLevel(complexity: number, max: number): ComplexityLevel {
  const ratio = max > 0 ? complexity / max : 0
  if (ratio < 0.3) return 'green'
  if (ratio < 0.6) return 'yellow'
  if (ratio < 0.8) return 'orange'
  return 'red'
}
