import type { Context } from 'hono'
import { pickLocale, type Locale } from '../../domain/i18n/locales.ts'

/** The tags of an Accept-Language header, the most preferred first ("zh-CN,en;q=0.5" → zh-CN, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The language to write to whoever sent this request: the page's language when the body named one
 * (PageLanguageSchema), else the browser's first language we write in, else English.
 */
export function requestLanguage(c: Context, pageLanguage: Locale | undefined): Locale {
  return pickLocale(pageLanguage, acceptedLanguages(c.req.header('accept-language')))
}
