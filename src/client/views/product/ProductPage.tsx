import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AddOn, Product } from '../../../shared/contract';
import {
  defaultCelebrationDate,
  effectiveHubId,
  formatInr,
  parseDate,
  pseudoRating,
} from '../../../shared/domain';
import { imageSrcSet } from '../../../shared/domain/images';
import { useAddonsGetAddonsByQueryObjectQuery } from '../../api/addonsApi';
import { isNotFoundError } from '../../api/contractBaseQuery';
import { useTimeslotGetByDateQuery } from '../../api/timeslotApi';
import { useV2GetProductDetailsQuery, useV2GetProductFeedbackQuery } from '../../api/v2Api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  celebrationDateChosen,
  priceForHub,
  selectSelectedDate,
  type SlotChoice,
} from '../../features/cart/cartSlice';
import { bookProduct, selectProductOnRequest } from '../../features/cart/cartThunks';
import { selectUser } from '../../features/auth/authSlice';
import { callUrl, chatMessage, chatUrl } from '../../features/shell/contact';
import { selectHubId } from '../../features/location/locationSlice';
import { modalClosed, modalOpened, selectModals } from '../../features/modals/modalsSlice';
import { productViewed } from '../../features/recentlyViewed/recentlyViewedSlice';
import { FloatingContact } from '../components/contact/FloatingContact';
import { HttpStatus } from '../components/head/HttpStatus';
import { PageMeta } from '../components/head/PageMeta';
import { ProductHead } from '../components/head/ProductHead';
import { PriceBlock } from '../components/price/PriceBlock';
import { WishlistHeart } from '../components/product/WishlistHeart';
import { Dialog } from '../components/ui/Dialog';
import { Button, PageSection, Skeleton, TextButton } from '../components/ui/ui.styles';
import { Actions, Layout, MainImage, Options, Panel, TagList, Thumbs } from './ProductPage.styles';
import { preloadOnIntent } from '../components/overlays/overlayChunks';

const REVIEWS_PER_PAGE = 5;

/** DD-MM-YYYY ↔ the date input's YYYY-MM-DD. */
const toInput = (date: string) => date.split('-').reverse().join('-');
const fromInput = (value: string) => value.split('-').reverse().join('-');

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
        <Thumbs>
          {product.images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={`Picture ${i + 1}`}
              aria-pressed={i === index}
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

function Reviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(0);
  const { data, isFetching } = useV2GetProductFeedbackQuery({
    body: {
      options: {
        operation: 'getProductFeedback',
        productId,
        skip: page * REVIEWS_PER_PAGE,
        limit: REVIEWS_PER_PAGE,
      },
    },
  });
  const total = data?.analytics.total ?? 0;
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews{total > 0 ? ` (${total})` : ''}</h2>
      {isFetching && !data && <Skeleton $height="3rem" />}
      {data && data.feedbacks.length === 0 && <p>No reviews yet.</p>}
      <ul>
        {data?.feedbacks.map((feedback) => (
          <li key={feedback._id}>
            <strong>{feedback.userName}</strong> · {'★'.repeat(feedback.stars)}
            <p>{feedback.review}</p>
          </li>
        ))}
      </ul>
      <Actions>
        {page > 0 && (
          <TextButton type="button" onClick={() => setPage(page - 1)}>
            Newer reviews
          </TextButton>
        )}
        {(page + 1) * REVIEWS_PER_PAGE < total && (
          <TextButton type="button" onClick={() => setPage(page + 1)}>
            More reviews
          </TextButton>
        )}
      </Actions>
    </section>
  );
}

function AddonDetailCard({ addOns }: { addOns: readonly AddOn[] }) {
  const dispatch = useAppDispatch();
  const hubId = useAppSelector(selectHubId);
  const detail = useAppSelector(selectModals).addonDetail;
  const addon = detail ? addOns.find((item) => item._id === detail.addonId) : undefined;
  if (!addon) return null;
  return (
    <Dialog title={addon.name} onClose={() => dispatch(modalClosed({ name: 'addonDetail' }))}>
      {addon.images[0] && (
        <MainImage src={addon.images[0]} alt="" width={320} height={320} loading="lazy" />
      )}
      {addon.description && <p>{addon.description}</p>}
      <p>{formatInr(priceForHub(addon, hubId).sellingPrice)}</p>
    </Dialog>
  );
}

function SlotPicker({
  productId,
  date,
  value,
  onChange,
}: {
  productId: string;
  date: string;
  value: string | null;
  onChange: (slot: SlotChoice) => void;
}) {
  const hubId = useAppSelector(selectHubId);
  const { data, isFetching, isError } = useTimeslotGetByDateQuery({
    params: { date },
    query: { hubId: effectiveHubId(hubId), productId },
  });
  if (isFetching && !data) return <Skeleton $height="2.5rem" aria-label="Loading time slots" />;
  if (isError) return <p role="alert">Time slots could not be loaded. Please try again later.</p>;
  const slots = data?.slots.filter((slot) => slot.isAvailable) ?? [];
  if (slots.length === 0) return <p>No time slots left on this date. Please pick another date.</p>;
  return (
    <Options>
      {slots.map((slot) => (
        <label key={slot.slotTime}>
          <input
            type="radio"
            name="slot"
            checked={value === `${slot.arrivingTime}|${slot.readyTime}`}
            onChange={() =>
              onChange({
                celebrationDate: date,
                readyTime: slot.readyTime,
                arrivingTime: slot.arrivingTime,
              })
            }
          />
          {slot.slotTime}
        </label>
      ))}
    </Options>
  );
}

/** A decor priced on request is booked with a person: call, or chat with its code typed in. */
function EnquireLinks({ product }: { product: Product }) {
  const user = useAppSelector(selectUser);
  const message = chatMessage(
    { kind: 'product', productId: product._id, productName: product.name },
    user?.name ?? null,
  );
  return (
    <>
      <Button as="a" href={callUrl()}>
        Call to enquire
      </Button>
      <Button as="a" href={chatUrl(message)} target="_blank" rel="noreferrer" $variant="ghost">
        Chat to enquire
      </Button>
    </>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const hubId = useAppSelector(selectHubId);
  // The store sets tomorrow at start-up; the same default covers a page rendered before that.
  const date = useAppSelector(selectSelectedDate) ?? defaultCelebrationDate(new Date());
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [instructions, setInstructions] = useState('');
  const dateId = useId();
  const notesId = useId();
  const addOns =
    useAddonsGetAddonsByQueryObjectQuery({
      body: { queryObject: { active: true }, limit: 100, hubId: effectiveHubId(hubId) },
    }).data?.addOns ?? [];

  useEffect(() => {
    dispatch(productViewed({ productId: product._id }));
  }, [dispatch, product._id]);

  const onRequest = useAppSelector((state) => selectProductOnRequest(state, product));
  const slotKey =
    slot && slot.celebrationDate === date ? `${slot.arrivingTime}|${slot.readyTime}` : null;
  const rating = pseudoRating(product._id);
  return (
    <Layout>
      <Gallery product={product} />
      <Panel>
        <h1 id="product-title">{product.name}</h1>
        <span aria-label={`Rated ${rating} out of 5`}>
          ★ {rating}
          {product.feedback ? ` · ${product.feedback.analytics.total} ratings` : ''}
        </span>
        {product.tags.length > 0 && (
          <TagList aria-label="Tags">
            {product.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </TagList>
        )}
        <PriceBlock product={product} />
        {product.description && <p>{product.description}</p>}

        <fieldset>
          <legend>Celebration date and time</legend>
          <label htmlFor={dateId}>Celebration date</label>
          <input
            id={dateId}
            type="date"
            value={toInput(date)}
            onChange={(event) => {
              const next = fromInput(event.target.value);
              if (parseDate(next)) dispatch(celebrationDateChosen({ date: next }));
            }}
          />
          <SlotPicker productId={product._id} date={date} value={slotKey} onChange={setSlot} />
        </fieldset>

        {addOns.length > 0 && (
          <fieldset>
            <legend>Add-ons</legend>
            <Options>
              {addOns.map((addon) => (
                <div key={addon._id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={(chosen[addon._id] ?? 0) > 0}
                      onChange={(event) =>
                        setChosen({ ...chosen, [addon._id]: event.target.checked ? 1 : 0 })
                      }
                    />
                    {addon.name} · {formatInr(priceForHub(addon, hubId).sellingPrice)}
                  </label>
                  <TextButton
                    type="button"
                    aria-label={`About ${addon.name}`}
                    onClick={() =>
                      dispatch(
                        modalOpened({ name: 'addonDetail', options: { addonId: addon._id } }),
                      )
                    }
                  >
                    Details
                  </TextButton>
                </div>
              ))}
            </Options>
          </fieldset>
        )}

        <label htmlFor={notesId}>Instructions for the decorators</label>
        <textarea
          id={notesId}
          maxLength={500}
          rows={3}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
        />

        <Actions>
          {onRequest ? (
            <EnquireLinks product={product} />
          ) : (
            <Button
              type="button"
              onClick={() =>
                dispatch(
                  bookProduct({
                    product,
                    addOns: addOns
                      .filter((addon) => (chosen[addon._id] ?? 0) > 0)
                      .map((addon) => ({ addon, quantity: chosen[addon._id] ?? 1 })),
                    slot: slot && slot.celebrationDate === date ? slot : null,
                    instructions,
                  }),
                )
              }
            >
              Book
            </Button>
          )}
          <WishlistHeart productId={product._id} />
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
        </Actions>
        <Reviews productId={product._id} />
      </Panel>
      <AddonDetailCard addOns={addOns} />
      <FloatingContact product={product} />
    </Layout>
  );
}

/** /products/decor/{id}/{productName}. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const hubId = useAppSelector(selectHubId);
  const { data, isLoading, error } = useV2GetProductDetailsQuery({
    body: {
      options: {
        operation: 'getProductDetails',
        productId: id,
        pageName: 'product',
        detailPage: true,
        hubId: effectiveHubId(hubId),
      },
    },
  });
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
