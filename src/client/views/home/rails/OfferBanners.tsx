import styled from 'styled-components';
import type { Banner } from '../../../../shared/contract';
import { bannerWords } from '../../../../shared/domain/bannerWords';
import { Picture } from '../../components/ui/Picture';
import { ArtLink, Cta } from '../OfferArt.styles';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const local = (url: string | undefined) => (url?.startsWith('/') ? url : '/decors/list');

/** The home's offer banners, each once, with headline, offer line and call to action. */
export function OfferBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="offers">
      <h2 id="offers">Offers</h2>
      <List>
        {banners.map((banner) => {
          const words = bannerWords(banner);
          return (
            <li key={banner._id}>
              <ArtLink to={local(banner.redirectUrl)}>
                <Picture
                  src={banner.bannerImgUrl}
                  sizes="(min-width: 769px) 33vw, 100vw"
                  alt=""
                  width={600}
                  height={150}
                />
                <strong>{words.headline}</strong>
                {words.offer && <span>{words.offer}</span>}
                <Cta>{words.cta}</Cta>
              </ArtLink>
            </li>
          );
        })}
      </List>
    </section>
  );
}
