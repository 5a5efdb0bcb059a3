import { describe, expect, it } from 'vitest'
import {
  ALL,
  DEFAULT_SORT,
  TestResultRecordSchema,
  categoriesOf,
  complexityLevel,
  countByStatus,
  filterTests,
  maxComplexity,
  nextSort,
  openFilter,
  sortTests,
  type TestCase,
} from './test-results.ts'

const test = (name: string, extra: Partial<TestCase> = {}): TestCase => ({
  name,
  status: 'PASS',
  details: '',
  complexity: 5,
  category: 'Payment',
  executionTime: 1,
  coverage: 80,
  ...extra,
})

const tests = [
  test('Checkout', { complexity: 9, status: 'FAIL', executionTime: 4.2, coverage: 71 }),
  test('Login', { complexity: 3, category: 'Authentication', executionTime: 0.8, coverage: 95 }),
  test('Upgrade plan', { complexity: 6, status: 'WARNING', category: 'Membership', coverage: 64 }),
  test('Bid on job', { complexity: 6, status: 'SKIPPED', category: 'Job Board', executionTime: 0 }),
  test('Refund', { complexity: 2, executionTime: 2.5, coverage: 88 }),
]
const names = (list: TestCase[]) => list.map((t) => t.name)

describe('sorting', () => {
  it('opens on complexity, most complex first, ties by name', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'complexity', direction: 'desc' })
    expect(names(sortTests(tests, DEFAULT_SORT))).toEqual([
      'Checkout',
      'Bid on job',
      'Upgrade plan',
      'Login',
      'Refund',
    ])
  })

  it('toggles the active column and starts a new column descending', () => {
    const asc = nextSort(DEFAULT_SORT, 'complexity')
    expect(asc).toEqual({ key: 'complexity', direction: 'asc' })
    expect(nextSort(asc, 'complexity')).toEqual({ key: 'complexity', direction: 'desc' })
    expect(nextSort(asc, 'coverage')).toEqual({ key: 'coverage', direction: 'desc' })
    expect(nextSort({ key: 'name', direction: 'desc' }, 'executionTime')).toEqual({
      key: 'executionTime',
      direction: 'desc',
    })
  })

  it('sorts by name, status (failures highest), time and coverage in both directions', () => {
    expect(names(sortTests(tests, { key: 'name', direction: 'asc' }))).toEqual([
      'Bid on job',
      'Checkout',
      'Login',
      'Refund',
      'Upgrade plan',
    ])
    expect(names(sortTests(tests, { key: 'name', direction: 'desc' }))[0]).toBe('Upgrade plan')
    expect(names(sortTests(tests, { key: 'status', direction: 'desc' }))).toEqual([
      'Checkout',
      'Upgrade plan',
      'Login',
      'Refund',
      'Bid on job',
    ])
    expect(names(sortTests(tests, { key: 'executionTime', direction: 'desc' }))[0]).toBe('Checkout')
    expect(names(sortTests(tests, { key: 'executionTime', direction: 'asc' }))[0]).toBe('Bid on job')
    expect(names(sortTests(tests, { key: 'coverage', direction: 'desc' }))[0]).toBe('Login')
    expect(names(sortTests(tests, { key: 'coverage', direction: 'asc' }))[0]).toBe('Upgrade plan')
  })

  it('does not reorder its input', () => {
    const copy = [...tests]
    sortTests(tests, { key: 'name', direction: 'asc' })
    expect(tests).toEqual(copy)
  })
})

describe('filtering', () => {
  it('keeps everything with the open filter, whose range is 0 to the maximum', () => {
    expect(openFilter(tests)).toEqual({ category: ALL, status: ALL, complexity: { min: 0, max: 9 } })
    expect(filterTests(tests, openFilter(tests))).toHaveLength(5)
  })

  it('narrows by category, status and complexity range (bounds included), combined', () => {
    const open = openFilter(tests)
    expect(names(filterTests(tests, { ...open, category: 'Payment' }))).toEqual(['Checkout', 'Refund'])
    expect(names(filterTests(tests, { ...open, status: 'FAIL' }))).toEqual(['Checkout'])
    expect(names(filterTests(tests, { ...open, complexity: { min: 3, max: 6 } }))).toEqual([
      'Login',
      'Upgrade plan',
      'Bid on job',
    ])
    expect(filterTests(tests, { ...open, category: 'Payment', status: 'WARNING' })).toEqual([])
  })

  it('lists categories once in order of appearance and counts statuses', () => {
    expect(categoriesOf(tests)).toEqual(['Payment', 'Authentication', 'Membership', 'Job Board'])
    expect(countByStatus(tests)).toEqual({ PASS: 2, FAIL: 1, WARNING: 1, SKIPPED: 1 })
    expect(maxComplexity([])).toBe(0)
  })
})

describe('complexity colour', () => {
  it('follows the ratio to the maximum: < 0.3 green, < 0.6 yellow, < 0.8 orange, else red', () => {
    expect(complexityLevel(0, 10)).toBe('green')
    expect(complexityLevel(2.9, 10)).toBe('green')
    expect(complexityLevel(3, 10)).toBe('yellow')
    expect(complexityLevel(5.9, 10)).toBe('yellow')
    expect(complexityLevel(6, 10)).toBe('orange')
    expect(complexityLevel(7.9, 10)).toBe('orange')
    expect(complexityLevel(8, 10)).toBe('red')
    expect(complexityLevel(10, 10)).toBe('red')
  })

  it('scales to the run maximum, not to 10, and survives a zero maximum', () => {
    expect(complexityLevel(4, 5)).toBe('red')
    expect(complexityLevel(1, 5)).toBe('green')
    expect(complexityLevel(0, 0)).toBe('green')
  })
})

describe('record schema', () => {
  it('accepts a record and refuses an unknown status or out-of-range complexity', () => {
    const record = { timestamp: '2026-11-24T09:00:00Z', testsRun: tests, issues: [], recommendations: [] }
    expect(TestResultRecordSchema.safeParse(record).success).toBe(true)
    expect(
      TestResultRecordSchema.safeParse({ ...record, testsRun: [test('x', { status: 'BROKEN' as never })] })
        .success,
    ).toBe(false)
    expect(
      TestResultRecordSchema.safeParse({ ...record, testsRun: [test('x', { complexity: 11 })] }).success,
    ).toBe(false)
  })
})
