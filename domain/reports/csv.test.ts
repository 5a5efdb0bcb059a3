import { describe, expect, it } from 'vitest'
import { csvFileName, toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes plain fields as they are, each record ended by CRLF', () => {
    expect(toCsv(['Hub', 'Sales'], [['Atlanta', 1234.5]])).toBe('Hub,Sales\r\nAtlanta,1234.5\r\n')
  })

  it('quotes fields with commas, quotes, line breaks and edge spaces, doubling the quotes', () => {
    expect(toCsv(['Name'], [['Film, 48" wide'], ['two\nlines'], [' padded']])).toBe(
      'Name\r\n"Film, 48"" wide"\r\n"two\nlines"\r\n" padded"\r\n',
    )
  })

  it('defuses text a spreadsheet would run as a formula, but keeps negative numbers', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['=SUM(A1)', -5],
          ['@cmd', null],
        ],
      ),
    ).toBe("A,B\r\n'=SUM(A1),-5\r\n'@cmd,\r\n")
  })
})

describe('csvFileName', () => {
  it('names the table, the period and the hub', () => {
    expect(csvFileName('Sales by hub', '2025-01-01', '2025-03-31', 'atlanta')).toBe(
      'sales-by-hub_2025-01-01_2025-03-31_atlanta.csv',
    )
    expect(csvFileName('Sales by month', '2025-01-01', '2025-12-31', null)).toBe(
      'sales-by-month_2025-01-01_2025-12-31.csv',
    )
  })
})
