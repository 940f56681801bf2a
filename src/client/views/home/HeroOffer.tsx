import type { Banner, HeroOffer as Offer } from '../../../shared/contract';
import { Code, Cta, HeroArt } from './OfferArt.styles';

/** The current offer in words (headline, offer, code, call to action) over the banner art. */
export function HeroOffer({ offer, art }: { offer: Offer; art: Banner | undefined }) {
  return (
    <HeroArt to={offer.url}>
      {art && <img src={art.bannerImgUrl} alt="" width={600} height={150} />}
      <span>{offer.headline}</span>
      <strong>{offer.offer}</strong>
      <span>
        Use code <Code>{offer.code}</Code>
      </span>
      <Cta>{offer.cta}</Cta>
    </HeroArt>
  );
}
