import type { HeroOffer as Offer } from '../../../shared/contract';
import { Code, Cta, HeroArt } from './OfferArt.styles';

/** The current offer in words (headline, offer, code, call to action) over the hero's art. */
export function HeroOffer({ offer }: { offer: Offer }) {
  return (
    <HeroArt to={offer.url}>
      <span>{offer.headline}</span>
      <strong>{offer.offer}</strong>
      <span>
        Use code <Code>{offer.code}</Code>
      </span>
      <Cta>{offer.cta}</Cta>
    </HeroArt>
  );
}
