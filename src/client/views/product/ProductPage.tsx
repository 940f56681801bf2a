import { memo, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { AddOn, Product } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import { imageSrcSet } from '../../../shared/domain/images';
import { isNotFoundError } from '../../api/contractBaseQuery';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectBookingDate } from '../../features/cart/bookingDateSelectors';
import { bookingInstructionsChanged } from '../../features/cart/cartSlice';
import {
  selectAddOnsExtra,
  selectBookingInstructions,
  selectBookingPrice,
  selectChosenAddOns,
  selectSlotChoice,
} from '../../features/cart/productBookingSelectors';
import { modalOpened } from '../../features/modals/modalsSlice';
import { productViewed } from '../../features/recentlyViewed/recentlyViewedSlice';
import { FloatingContact } from '../components/contact/FloatingContact';
import { HttpStatus } from '../components/head/HttpStatus';
import { PageMeta } from '../components/head/PageMeta';
import { ProductHead } from '../components/head/ProductHead';
import { preloadOnIntent } from '../components/overlays/overlayPreload';
import { PriceBlock } from '../components/price/PriceBlock';
import { WishlistHeart } from '../components/product/WishlistHeart';
import { Button, PageSection, Skeleton } from '../components/ui/ui.styles';
import { useNow } from '../components/ui/useNow';
import AddonPicker from './AddonPicker';
import { addOnsText, BookingBar, BOOKING_SLOTS_ID } from './BookingBar';
import {
  Actions,
  ContactLift,
  Layout,
  MainImage,
  Panel,
  TagList,
  Thumbs,
} from './ProductPage.styles';
import ProductSlots from './ProductSlots';
import { ratingText, tagLabel } from './productText';
import Reviews from './Reviews';
import { VariantChooser } from './VariantChooser';
import { useAddOnsForHub, useProductDetailsForHub } from '../../features/listing/productQueries';

/** ArrowLeft and ArrowRight move the chosen picture, and the focus with it. */
function moveBetweenPictures(
  event: KeyboardEvent<HTMLDivElement>,
  index: number,
  setIndex: (index: number) => void,
) {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (step === undefined) return;
  event.preventDefault();
  const buttons = event.currentTarget.querySelectorAll('button');
  const next = (index + step + buttons.length) % buttons.length;
  buttons[next]?.focus();
  setIndex(next);
}

function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const image = product.images[index] ?? product.images[0];
  return (
    <div>
      {/* The page's largest image: asked for first, ahead of scripts and the other images. */}
      {image && (
        <MainImage
          src={image}
          srcSet={imageSrcSet(image)}
          sizes="(min-width: 769px) 50vw, 100vw"
          alt={product.imageAlts?.[index] || product.name}
          width={600}
          height={600}
          loading="eager"
          fetchPriority="high"
        />
      )}
      {product.images.length > 1 && (
        <Thumbs onKeyDown={(event) => moveBetweenPictures(event, index, setIndex)}>
          {product.images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={`Picture ${i + 1}`}
              aria-pressed={i === index}
              // One Tab stop for the pictures; the arrow keys move between them.
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <img
                src={src}
                srcSet={imageSrcSet(src)}
                sizes="56px"
                alt=""
                loading="lazy"
                width={56}
                height={56}
              />
            </button>
          ))}
        </Thumbs>
      )}
    </div>
  );
}

function Facts({ product }: { product: Product }) {
  const rating = ratingText(product.feedback);
  return (
    <>
      <span aria-label={rating.spoken}>{rating.shown}</span>
      {product.tags.length > 0 && (
        <TagList aria-label="Tags">
          {product.tags.map((tag) => (
            <li key={tag}>{tagLabel(tag)}</li>
          ))}
        </TagList>
      )}
    </>
  );
}

function ShareButton({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type="button"
      $variant="ghost"
      {...preloadOnIntent('share')}
      onClick={() =>
        dispatch(
          modalOpened({
            name: 'share',
            options: { url: window.location.href, title: product.name },
          }),
        )
      }
    >
      Share
    </Button>
  );
}

/*
 * The parts below the booking bar keep their props while the page above them redraws (the visit
 * is counted, a choice changes the price), so they are not drawn again.
 */

const SlotsPart = memo(function SlotsPart({
  productId,
  date,
}: {
  productId: string;
  date: string;
}) {
  return (
    <fieldset id={BOOKING_SLOTS_ID}>
      <legend>Celebration date and time</legend>
      <ProductSlots productId={productId} date={date} />
    </fieldset>
  );
});

const AddOnsPart = memo(function AddOnsPart({
  productId,
  addOns,
}: {
  productId: string;
  addOns: AddOn[];
}) {
  return (
    <fieldset>
      <legend>Add-ons</legend>
      <AddonPicker productId={productId} addOns={addOns} />
    </fieldset>
  );
});

const NO_ADDONS: AddOn[] = [];

function ProductDetail({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const now = useNow();
  const date = useAppSelector((state) => selectBookingDate(state, now));
  const notesId = useId();
  const addOns = useAddOnsForHub().data?.addOns ?? NO_ADDONS;
  const productId = product._id;

  // The visit clears the choices of an earlier one, so it is told as the page is drawn, before
  // the browser can deliver a tap: a passive effect runs a task later, and would clear a choice
  // made in between (a tap on an add-on just as the page hydrated was lost this way).
  useLayoutEffect(() => {
    dispatch(productViewed({ productId }));
  }, [dispatch, productId]);

  const chosen = useAppSelector((state) => selectChosenAddOns(state, productId, addOns));
  const slot = useAppSelector((state) => selectSlotChoice(state, productId, date));
  const instructions = useAppSelector((state) => selectBookingInstructions(state, productId));
  const price = useAppSelector((state) => selectBookingPrice(state, product, addOns));
  const addOnsExtra = useAppSelector((state) => selectAddOnsExtra(state, product, addOns));
  return (
    <Layout>
      <Gallery product={product} />
      <Panel>
        <h1 id="product-title">{product.name}</h1>
        <Facts product={product} />
        <PriceBlock product={product}>
          {addOnsExtra && (
            <span>
              + {formatInr(addOnsExtra.total)} for {addOnsText(addOnsExtra.count)}
            </span>
          )}
        </PriceBlock>
        <BookingBar
          product={product}
          price={price}
          addOns={chosen}
          slot={slot}
          instructions={instructions}
        />
        <Actions>
          <WishlistHeart productId={product._id} productName={product.name} />
          <ShareButton product={product} />
        </Actions>
        <VariantChooser product={product} />
        {product.description && <p>{product.description}</p>}

        <SlotsPart productId={productId} date={date} />
        {addOns.length > 0 && <AddOnsPart productId={productId} addOns={addOns} />}

        <label htmlFor={notesId}>Instructions for the decorators</label>
        <textarea
          id={notesId}
          maxLength={500}
          rows={3}
          value={instructions}
          onChange={(event) =>
            dispatch(bookingInstructionsChanged({ productId, instructions: event.target.value }))
          }
        />
        <Reviews productId={productId} />
      </Panel>
      <ContactLift>
        <FloatingContact product={product} />
      </ContactLift>
    </Layout>
  );
}

/** /products/decor/{id}/{productName}. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useProductDetailsForHub(id);
  const product = data?.data[0];
  // A failed entry keeps its error while it is fetched again, so the page stays as it was.
  if (error !== undefined)
    return (
      <PageSection aria-labelledby="product-title">
        <PageMeta title="This decoration is not available" noIndex />
        {isNotFoundError(error) && <HttpStatus code={404} />}
        <h1 id="product-title">This decoration is not available</h1>
        <p>
          <Link to="/decors/list">See all decorations</Link>
        </p>
      </PageSection>
    );
  return (
    <PageSection aria-labelledby="product-title" aria-busy={isLoading}>
      {product && <ProductHead product={product} />}
      {isLoading && <Skeleton $height="24rem" aria-label="Loading the decoration" />}
      {product && <ProductDetail product={product} />}
    </PageSection>
  );
}
