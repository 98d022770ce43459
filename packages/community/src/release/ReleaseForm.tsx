import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductRelease, UserPostCard } from '@aigc/api-client';
import {
  BASE_PRODUCTS,
  RELEASE_DESCRIPTION_MAX,
  RELEASE_PRODUCT_KINDS,
  formatMoney,
  releasePriceRange,
  releaseSizePrices,
  validateRelease,
  type BaseProductKind,
  type PriceRegion,
  type ReleaseIssueCode,
} from '@aigc/domain';
import { useGetAccountPostsInfiniteQuery } from '@aigc/store/account';
import { useSubmitReleaseMutation } from '@aigc/store/releases';
import { useProductSizeLabel, useProductTypeLabel } from '@aigc/tickets';
import { Button, Checkbox, EmptyState, Image, Skeleton, TextArea, TextField } from '@aigc/ui';

/** Props of {@link ReleaseForm}. */
export interface ReleaseFormProps {
  /** The signed-in creator. */
  userId: string;
  /** The price region of this edition (`editionRules(edition).region`): the currency of the price. */
  region: PriceRegion;
  /** The creator's releases: a design with one under review cannot be sent again. */
  releases: readonly ProductRelease[];
}

/** `12.5` (what a person types, in the currency's major unit) → 1250 minor units; NaN when it is not a number. */
function toMinor(text: string): number {
  const value = Number(text.replace(',', '.').trim());
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 100);
}

/** Why a design cannot be chosen, or null when it can. */
function blocked(post: UserPostCard, pending: ReadonlySet<string>): 'product' | 'review' | null {
  if (post.productStatus !== null) return 'product';
  if (pending.has(post.contentId)) return 'review';
  return null;
}

/** The creator's published designs to choose from (their posts tab), with why some cannot be chosen. */
function DesignPicker({
  userId,
  value,
  onChange,
  pending,
  error,
}: {
  userId: string;
  value: string | null;
  onChange: (contentId: string) => void;
  pending: ReadonlySet<string>;
  error: string | null;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetAccountPostsInfiniteQuery({ userId, tab: 'posts' });
  const posts = data?.pages.flatMap((p) => p.dataList) ?? [];
  return (
    <fieldset className="dr-field" aria-describedby={error ? errorId : undefined}>
      <legend className="dr-field__legend">
        <Trans>Design</Trans>
      </legend>
      {isLoading ? (
        <Skeleton className="dr-designs__skeleton" />
      ) : posts.length === 0 ? (
        <EmptyState
          title={t`You have no published designs yet`}
          description={t`Publish a design first, then launch it as a product.`}
          action={
            <Link to="/generator/image" className="ui-button ui-button--primary ui-button--md">
              <Trans>Create a design</Trans>
            </Link>
          }
        />
      ) : (
        <ul className="dr-designs">
          {posts.map((post) => {
            const why = blocked(post, pending);
            const title = post.title || t`Untitled post`;
            return (
              <li key={post.contentId}>
                <label className="dr-design" data-checked={value === post.contentId || undefined} data-disabled={why ? true : undefined}>
                  <input
                    type="radio"
                    name="release-design"
                    className="dr-design__input"
                    value={post.contentId}
                    checked={value === post.contentId}
                    disabled={why !== null}
                    onChange={() => onChange(post.contentId)}
                  />
                  <Image
                    src={post.posterImage.imageResize200Url || post.posterImage.url}
                    alt=""
                    width={post.posterImage.width}
                    height={post.posterImage.height}
                    fit="cover"
                    lazy
                    className="dr-design__image"
                  />
                  <span className="dr-design__title">{title}</span>
                  {why === 'product' ? (
                    <span className="dr-design__note">
                      <Trans>Already a product</Trans>
                    </span>
                  ) : why === 'review' ? (
                    <span className="dr-design__note">
                      <Trans>Under review</Trans>
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {hasNextPage ? (
        <Button variant="secondary" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          <Trans>Show more designs</Trans>
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} className="dr-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type FieldErrors = Partial<Record<ReleaseIssueCode | 'release.design', string>>;

/**
 * The release form of `/designer/product/release` (docs/shop.md 'Direct
 * launch'): one of the creator's published designs (not already a product,
 * not under review), a product type the shop makes, its sizes, the price of
 * the type's smallest size in this edition's currency (the allowed range
 * shown, the price of each chosen size worked out as the shop will sell it)
 * and a description; 'Send for review' checks the same rules as the server
 * (`validateRelease`) before sending, and the server's refusals are toasted.
 */
export function ReleaseForm({ userId, region, releases }: ReleaseFormProps) {
  const { t, i18n } = useLingui();
  const typeLabel = useProductTypeLabel();
  const sizeLabel = useProductSizeLabel();
  const [submit, { isLoading }] = useSubmitReleaseMutation();
  const [contentId, setContentId] = useState<string | null>(null);
  const [kind, setKind] = useState<BaseProductKind>('pendant');
  const [sizes, setSizes] = useState<string[]>(() => BASE_PRODUCTS.pendant.sizes.map((s) => s.size));
  const [price, setPrice] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const pending = new Set(releases.filter((r) => r.status === 'pending').map((r) => r.contentId));
  const product = BASE_PRODUCTS[kind];
  const range = releasePriceRange(kind, region);
  const money = (minor: number) => formatMoney(minor, range.currency, i18n.locale);
  const min = money(range.minMinor);
  const max = money(range.maxMinor);
  const currency = range.currency;
  const priceMinor = toMinor(price);
  const preview = Number.isFinite(priceMinor) && priceMinor > 0 ? releaseSizePrices({ kind, sizes, priceMinor, region }, region) : [];

  const chooseKind = (next: BaseProductKind) => {
    setKind(next);
    setSizes(BASE_PRODUCTS[next].sizes.map((s) => s.size));
    setErrors({});
  };
  const toggleSize = (size: string, on: boolean) =>
    setSizes((current) => (on ? [...current, size] : current.filter((s) => s !== size)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const input = { kind, sizes, priceMinor, description };
    const problem = validateRelease(input, region);
    const found: FieldErrors = {};
    if (!contentId) found['release.design'] = t`Please choose a design`;
    if (problem) found[problem.code] = i18nIssue(problem.code);
    setErrors(found);
    if (!contentId || problem) return;
    try {
      const release = await submit({ contentId, kind, sizes, priceMinor, description: description.trim() }).unwrap();
      setSent(release.title || t`Untitled post`);
      setContentId(null);
      setPrice('');
      setDescription('');
    } catch {
      // toasted by the store in the user's language (the server's message)
    }
  };

  /** The message of a problem the form found, in the user's language (the same rules as the server). */
  function i18nIssue(code: ReleaseIssueCode): string {
    switch (code) {
      case 'release.kind':
        return t`Please choose a product type`;
      case 'release.sizes':
        return sizes.length === 0 ? t`Please choose at least one size` : t`Please choose a valid size`;
      case 'release.price':
        return t`Enter a price between ${min} and ${max}`;
      case 'release.description':
        return description.trim().length > RELEASE_DESCRIPTION_MAX
          ? t`The description must be at most ${RELEASE_DESCRIPTION_MAX} characters`
          : t`Please describe the product`;
    }
  }

  const smallest = sizeLabel(product.sizes[0]!.label);
  const descriptionLength = [...description.trim()].length;
  return (
    <form className="dr-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="dr-form-title">
      <h2 id="dr-form-title" className="dr-section-title">
        <Trans>Launch a design as a product</Trans>
      </h2>
      <DesignPicker
        userId={userId}
        value={contentId}
        onChange={(id) => {
          setContentId(id);
          setErrors((e) => ({ ...e, 'release.design': undefined }));
        }}
        pending={pending}
        error={errors['release.design'] ?? null}
      />
      <fieldset className="dr-field">
        <legend className="dr-field__legend">
          <Trans>Product type</Trans>
        </legend>
        <div className="dr-chips">
          {RELEASE_PRODUCT_KINDS.map((k) => (
            <label key={k} className="dr-chip" data-checked={k === kind || undefined}>
              <input type="radio" name="release-kind" value={k} checked={k === kind} onChange={() => chooseKind(k)} className="dr-chip__input" />
              {typeLabel(k)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="dr-field">
        <legend className="dr-field__legend">
          <Trans>Sizes</Trans>
        </legend>
        <div className="dr-sizes">
          {product.sizes.map((s) => (
            <Checkbox key={`${kind}-${s.size}`} checked={sizes.includes(s.size)} onCheckedChange={(on) => toggleSize(s.size, on)} label={sizeLabel(s.label)} />
          ))}
        </div>
        {errors['release.sizes'] ? (
          <p className="dr-field__error" role="alert">
            {errors['release.sizes']}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t`Price of the smallest size (${smallest}), ${currency}`}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={errors['release.price']}
        hint={t`Between ${min} and ${max}`}
      />
      {preview.length > 0 ? (
        <div className="dr-preview" aria-live="polite">
          <span className="dr-muted">
            <Trans>Shop prices:</Trans>
          </span>{' '}
          {preview.map((s) => `${sizeLabel(s.label)} ${money(s.priceMinor)}`).join(' · ')}
        </div>
      ) : null}
      <TextArea
        label={t`Description`}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={RELEASE_DESCRIPTION_MAX + 50}
        rows={4}
        error={errors['release.description']}
        hint={`${descriptionLength}/${RELEASE_DESCRIPTION_MAX}`}
        placeholder={t`What is it made of, how big is it, what makes it special?`}
      />
      <div className="dr-actions">
        <Button type="submit" loading={isLoading}>
          <Trans>Send for review</Trans>
        </Button>
        {sent ? (
          <p className="dr-sent" role="status">
            <Trans>“{sent}” was sent for review. We will tell you when it is decided.</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}
