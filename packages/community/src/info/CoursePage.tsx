import { Trans } from '@lingui/react/macro';
import { WANT_THRESHOLD } from '@aigc/domain';
import { InfoCta, InfoPage, InfoSection } from './InfoPage';

/**
 * How to make good things, `/courseForMakeIt` (docs/product.md §2 'Other' menu):
 * design advice for works that can be produced, and what happens after a
 * post passes the want threshold (docs/product.md §1 production timing and
 * restoration promise).
 */
export function CoursePage() {
  return (
    <InfoPage
      title={<Trans>How to make good things</Trans>}
      lead={<Trans>A design that looks good on screen is not always one that can be made. These habits help.</Trans>}
    >
      <InfoSection id="cm-course-design" title={<Trans>Design for making</Trans>}>
        <ul className="cm-info__list">
          <li>
            <Trans>Bold, closed shapes: thin spikes and floating parts break in production.</Trans>
          </li>
          <li>
            <Trans>Name the object and its material in the prompt: “enamel pin”, “silver pendant”, “vinyl toy”.</Trans>
          </li>
          <li>
            <Trans>Keep the background plain so the object reads clearly.</Trans>
          </li>
          <li>
            <Trans>Post several angles or variants: people want what they can picture holding.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="cm-course-after" title={<Trans>After {WANT_THRESHOLD} wants</Trans>}>
        <ol className="cm-info__timeline">
          <li>
            <Trans>Order confirmation within 1 working day.</Trans>
          </li>
          <li>
            <Trans>Production takes 5–7 days.</Trans>
          </li>
          <li>
            <Trans>Express delivery takes 2–3 days.</Trans>
          </li>
        </ol>
        <p>
          <Trans>We promise a restoration degree above 70 percent — on average 90 — of your design in the made object.</Trans>
        </p>
      </InfoSection>
      <InfoCta to="/generator">
        <Trans>Start a design</Trans>
      </InfoCta>
    </InfoPage>
  );
}
