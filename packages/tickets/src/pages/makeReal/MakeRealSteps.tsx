import { Trans } from '@lingui/react/macro';
import { PRODUCT_FLOW, WANT_COST, WANT_THRESHOLD } from '@aigc/domain';
import { useProductStatusLabel } from '../../components/ProductStatus';
import { StepCard } from './MakeRealCards';

/** 'Four steps' (docs/product.md §2): create, post, collect the wants, we make it real. */
export function MakeRealSteps() {
  return (
    <section className="mr-section" aria-labelledby="mr-steps">
      <h2 id="mr-steps" className="mr-section__title">
        <Trans>Four steps</Trans>
      </h2>
      <ol className="mr-steps">
        <StepCard num={1} title={<Trans>Create with AI</Trans>}>
          <Trans>Turn an idea into a design with text to image, image to image, inpainting or image to 3D.</Trans>
        </StepCard>
        <StepCard num={2} title={<Trans>Post it</Trans>}>
          <Trans>Share it with the community or enter it in a challenge.</Trans>
        </StepCard>
        <StepCard num={3} title={<Trans>Collect {WANT_THRESHOLD} wants</Trans>}>
          <Trans>
            People vote with want-tickets. A want costs {WANT_COST} ticket and cannot be withdrawn; once a design
            passes {WANT_THRESHOLD} wants, we evaluate it for production.
          </Trans>
        </StepCard>
        <StepCard num={4} title={<Trans>We make it real</Trans>}>
          <Trans>We model it in 3D, produce it, ship it, and open it for sale in the shop.</Trans>
        </StepCard>
      </ol>
    </section>
  );
}

/** 'From wants to the shop' (docs/product.md §4): every production status in order, with timing and promises (docs/product.md §1). */
export function MakeRealLifecycle() {
  const statusLabel = useProductStatusLabel();
  return (
    <section className="mr-section" aria-labelledby="mr-lifecycle">
      <h2 id="mr-lifecycle" className="mr-section__title">
        <Trans>From wants to the shop</Trans>
      </h2>
      <div className="mr-card">
        <ol className="mr-lifecycle">
          {PRODUCT_FLOW.map((s) => (
            <li key={s} className="mr-lifecycle__step" data-state="done">
              <span className="mr-lifecycle__dot" aria-hidden="true" />
              <span className="mr-lifecycle__label">{statusLabel(s)}</span>
            </li>
          ))}
        </ol>
        <p className="mr-card__text">
          <Trans>
            Order confirmation within 1 working day, production in 5–7 days, express delivery in 2–3 days. We promise
            a restoration degree above 70% (90% on average). If a design cannot be made, every want-ticket is
            refunded and we offer you a free alternative.
          </Trans>
        </p>
      </div>
    </section>
  );
}
