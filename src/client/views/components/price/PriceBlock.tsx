import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from '../../../../shared/contract';
import { formatInr } from '../../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectProductPriceDisplay } from '../../../features/listing/priceDisplay';
import { locationPanelOpened } from '../../../features/location/locationSlice';
import { loginModalOpened } from '../../../features/modals/modalsSlice';
import { Skeleton, TextButton, SUCCESS_TEXT } from '../ui/ui.styles';
import { preloadOnIntent } from '../overlays/overlayPreload';

// A fixed height in every state, so nothing shifts when the price arrives; a named group so
// assistive technology (and tests) can find the price among the page's other amounts.
const Block = styled.div.attrs<{ 'aria-label'?: string }>((props) => ({
  role: 'group',
  'aria-label': props['aria-label'] ?? 'Price',
}))`
  min-height: 3.25rem;
  display: grid;
  align-content: start;
  gap: 0.15rem;
  font-size: 0.9rem;
`;

const Now = styled.span`
  font-weight: 700;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Was = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  margin-left: 0.4rem;
`;

const Note = styled.span`
  color: ${SUCCESS_TEXT};
  font-size: 0.8rem;
`;

type PricedProduct = Pick<Product, 'pricing' | 'resolvedPrice' | 'tags'>;

/** A price below the selling price, struck through beside it, with why it is lower. */
function Discounted({
  price,
  sellingPrice,
  note,
  children,
}: {
  price: number;
  sellingPrice: number;
  note: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Block>
      <span>
        <Now>{formatInr(price)}</Now>
        <Was>{formatInr(sellingPrice)}</Was>
      </span>
      <Note>{note}</Note>
      {children}
    </Block>
  );
}

/** SPEC 2 price display states, priced for the selected hub. */
export function PriceBlock({
  product,
  children,
}: {
  product: PricedProduct;
  /** What the price goes with, shown below it (a product page's chosen add-ons). */
  children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const display = useAppSelector((state) => selectProductPriceDisplay(state, product));
  const was = display.costPrice === null ? null : <Was>{formatInr(display.costPrice)}</Was>;
  switch (display.kind) {
    case 'calculating':
      return (
        <Block aria-busy="true" aria-label="Calculating price">
          <Skeleton $height="1.1rem" $width="60%" />
          <Skeleton $height="0.8rem" $width="40%" />
        </Block>
      );
    case 'noLocation':
      return (
        <Block>
          <TextButton
            type="button"
            {...preloadOnIntent('locationPanel')}
            onClick={() => dispatch(locationPanelOpened())}
          >
            {display.message}
          </TextButton>
        </Block>
      );
    case 'onRequest':
      return (
        <Block>
          <Now>{display.message}</Now>
        </Block>
      );
    case 'loggedOut':
      return (
        <Block>
          <span>
            <Now>{formatInr(display.price)}</Now>
            {was}
          </span>
          <TextButton
            type="button"
            {...preloadOnIntent('login')}
            onClick={() => dispatch(loginModalOpened())}
          >
            {display.message}
          </TextButton>
          {children}
        </Block>
      );
    case 'offer':
      return (
        <Discounted
          price={display.price}
          sellingPrice={display.sellingPrice}
          note={<>with code {display.offerCode}</>}
        >
          {children}
        </Discounted>
      );
    case 'prepaid':
      return (
        <Discounted price={display.price} sellingPrice={display.sellingPrice} note={display.label}>
          {children}
        </Discounted>
      );
    default: {
      const unknown: never = display;
      return unknown;
    }
  }
}
