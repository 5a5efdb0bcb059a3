import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Pencil, Search } from 'lucide-react'
import { useDeferredValue, useId, useState, type FormEvent } from 'react'
import { formatMoney } from '../../../domain/money/money.ts'
import {
  isProductEditErrorCode,
  PRODUCT_EDIT_LIMITS,
  ProductEditSchema,
  type AdminProduct,
  type ProductEditErrorCode,
} from '../../../domain/shop/product-edit.ts'
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../domain/shop/products.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/choice-fields.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useAdminProducts, useSaveProduct } from './api/products.ts'
import { dollarsToCents, parseDecimal } from '../../../domain/money/money.ts'
import { centsToDollars } from './pricing-fields.tsx'

/*
 * /admin/catalog: every product of the shop, hidden ones too; an admin edits its name, description,
 * price, popularity (the shop's default order) and whether the shop shows it. A saved edit changes
 * the catalog's version, so devices download the new catalog the next time they check.
 */

const CATEGORY_NAMES: Record<ProductCategory, MessageDescriptor> = {
  security: msg`Security film`,
  solar: msg`Solar control film`,
  decorative: msg`Decorative film`,
  kit: msg`Install kits`,
  tool: msg`Tools`,
  sample: msg`Sample packs`,
  service: msg`Services`,
}

const EDIT_MESSAGES: Record<ProductEditErrorCode, MessageDescriptor> = {
  productEditInvalid: msg`This product cannot be saved`,
  productNameRequired: msg`Enter the product’s name`,
  productNameTooLong: msg`The name is too long`,
  productDescriptionTooLong: msg`The description is too long`,
  productPriceInvalid: msg`Enter a price from $0 to $50,000, in dollars and cents`,
  productPopularityInvalid: msg`Enter a number from 0 to 1000`,
  productUnknown: msg`This product no longer exists`,
}
const SAVE_FAILED = msg`The product could not be saved`

const translate = (i18n: I18n, code: string) =>
  isProductEditErrorCode(code) ? i18n._(EDIT_MESSAGES[code]) : code

export function CatalogEditorPage() {
  const { t, i18n } = useLingui()
  const products = useAdminProducts()
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<ProductCategory | ''>('')
  const [editing, setEditing] = useState<AdminProduct | null>(null)
  const searchId = useId()
  const categoryId = useId()
  const needle = useDeferredValue(query.trim().toLowerCase())
  const shown = (products.data?.products ?? []).filter(
    (product) =>
      (category === '' || product.category === category) &&
      (needle === '' || `${product.name} ${product.sku}`.toLowerCase().includes(needle)),
  )
  const money = (cents: number) => formatMoney(cents, i18n.locale)
  const size = (product: AdminProduct) =>
    product.widthIn && product.lengthFt ? t`${product.widthIn}″ × ${product.lengthFt} ft` : null

  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Catalog`}
        description={t`The shop’s products: names, descriptions, prices, the order they are listed in, and whether the shop shows them.`}
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <p className="text-sm text-slate-700">
          <Trans>
            A change reaches the shop at once, and every device’s copy of the catalog the next time it is
            online. Orders already placed keep the price they were placed at. A hidden product leaves the shop
            and cannot be ordered; its past orders still show it.
          </Trans>
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-56 flex-1 flex-col gap-1.5">
            <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
              <Trans>Search by name or SKU</Trans>
            </label>
            <div className="relative">
              <Search
                aria-hidden
                className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id={searchId}
                type="search"
                className={`${inputClass} pl-9`}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
            </div>
          </div>
          <div className="flex min-w-48 flex-col gap-1.5">
            <label htmlFor={categoryId} className="text-sm font-semibold text-slate-800">
              <Trans>Category</Trans>
            </label>
            <select
              id={categoryId}
              className={inputClass}
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value as ProductCategory | '')}
            >
              <option value="">{t`All categories`}</option>
              {PRODUCT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(CATEGORY_NAMES[value])}
                </option>
              ))}
            </select>
          </div>
        </div>

        {products.isPending ? (
          <Loader label={t`Loading the catalog…`} className="py-10" />
        ) : products.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeError(i18n, products.error, SAVE_FAILED)}
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-slate-600">
              <Trans>{shown.length} products</Trans>
            </p>
            <ul className="flex flex-col gap-2" aria-label={t`Products`}>
              {shown.map((product) => (
                <li
                  key={product.id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[minmax(0,1fr)_8rem_6rem_7rem_auto]"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{product.name}</p>
                    <p className="text-xs text-slate-500">
                      {product.sku} · {i18n._(CATEGORY_NAMES[product.category])}
                      {size(product) && <> · {size(product)}</>}
                    </p>
                  </div>
                  <p className="hidden text-right font-semibold tabular-nums sm:block">
                    {money(product.priceCents)}
                  </p>
                  <p className="hidden text-right text-sm text-slate-600 tabular-nums sm:block">
                    <Trans>Rank {Math.round(product.popularity)}</Trans>
                  </p>
                  <p className="hidden sm:block">
                    {product.active ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        <Trans>In the shop</Trans>
                      </span>
                    ) : (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                        <Trans>Hidden</Trans>
                      </span>
                    )}
                  </p>
                  <Button
                    type="button"
                    variant="outline"
                    aria-label={t`Edit ${product.name} (${product.sku})`}
                    onClick={() => setEditing(product)}
                  >
                    <Pencil aria-hidden />
                    <span className="sm:hidden">{money(product.priceCents)}</span>
                    <span className="hidden sm:inline">
                      <Trans>Edit</Trans>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          {editing && <ProductForm key={editing.id} product={editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </>
  )
}

function ProductForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState(product.name)
  const [description, setDescription] = useState(product.description)
  const [price, setPrice] = useState(centsToDollars(product.priceCents))
  const [popularity, setPopularity] = useState(String(Math.round(product.popularity * 100) / 100))
  const [active, setActive] = useState(product.active)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveProduct(product.id)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const priceCents = dollarsToCents(price)
    const rank = parseDecimal(popularity, 2)
    const parsed = ProductEditSchema.safeParse({
      name,
      description,
      priceCents: priceCents ?? Number.NaN,
      popularity: rank ?? Number.NaN,
      active,
    })
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translate(i18n, issue.message)
      return setErrors(found)
    }
    setErrors({})
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ variant: 'success', title: t`${saved.name} saved` })
        onDone()
      },
      onError: (failure) => {
        if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0)
          setErrors(
            Object.fromEntries(
              Object.entries(failure.fieldErrors).map(([field, code]) => [field, translate(i18n, code)]),
            ),
          )
        else setErrors({ form: describeError(i18n, failure, SAVE_FAILED) })
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="pr-8">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          <Trans>Edit {product.sku}</Trans>
        </DialogTitle>
        <DialogDescription className="text-sm text-slate-600">
          {i18n._(CATEGORY_NAMES[product.category])}
        </DialogDescription>
      </div>
      <FormField
        label={t({ message: 'Name', context: 'product name' })}
        value={name}
        maxLength={PRODUCT_EDIT_LIMITS.name}
        error={errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <TextAreaField
        label={t`Description`}
        hint={t`Shown on the product’s page in the shop, in English. Leave empty to show only the built-in description.`}
        value={description}
        maxLength={PRODUCT_EDIT_LIMITS.description}
        error={errors.description}
        onChange={setDescription}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Price ($)`}
          hint={product.widthIn ? t`For a full roll.` : t`For one piece.`}
          inputMode="decimal"
          value={price}
          error={errors.priceCents}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
        <FormField
          label={t`Popularity`}
          hint={t`0 to 1000: higher is listed first in the shop.`}
          inputMode="decimal"
          value={popularity}
          error={errors.popularity}
          onChange={(event) => setPopularity(event.currentTarget.value)}
        />
      </div>
      <CheckboxField label={t`Show in the shop`} checked={active} onChange={setActive} />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Trans>Save product</Trans>
        </Button>
      </div>
    </form>
  )
}
