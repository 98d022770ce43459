import { Trans } from '@lingui/react/macro';

/**
 * The product page's FAQs (docs/product.md §1–§2: production promises,
 * want-ticket discounts, cancellation before confirmation, test payments).
 */
export function Faqs() {
  return (
    <section className="shop-section" aria-labelledby="shop-faq-title">
      <h2 id="shop-faq-title" className="shop-section__title">
        <Trans>FAQs</Trans>
      </h2>
      <details className="shop-faq">
        <summary>
          <Trans>When will my order arrive?</Trans>
        </summary>
        <p>
          <Trans>
            We confirm every order within 1 working day. Production takes 5–7 days and express delivery 2–3 days, so
            most orders ship within about 10 days and arrive about 5 days later.
          </Trans>
        </p>
      </details>
      <details className="shop-faq">
        <summary>
          <Trans>How does my want-ticket discount work?</Trans>
        </summary>
        <p>
          <Trans>
            The creator of a made design gets one item free, top wanters get 90% off and other wanters 30% off one item.
            The discount is applied when the order is priced, once per product.
          </Trans>
        </p>
      </details>
      <details className="shop-faq">
        <summary>
          <Trans>Can I cancel my order?</Trans>
        </summary>
        <p>
          <Trans>Yes, until we confirm it. A paid order is then refunded in full.</Trans>
        </p>
      </details>
      <details className="shop-faq">
        <summary>
          <Trans>What is a pre-order?</Trans>
        </summary>
        <p>
          <Trans>The design is still being made: you order now and we ship as soon as it is produced.</Trans>
        </p>
      </details>
    </section>
  );
}
