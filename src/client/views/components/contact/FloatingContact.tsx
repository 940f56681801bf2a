import { lazy, memo, Suspense } from 'react';

// A chunk of its own, drawn on the server with the page: nothing of it is needed to show the page.
const ContactFab = lazy(() => import('./ContactFab'));

/**
 * The floating call and chat control (see ContactFab); a product page passes its product. It keeps
 * its props while the page redraws, so the server's button waits for its code and hydrates rather
 * than vanishing until the code arrives.
 */
export const FloatingContact = memo(function FloatingContact({
  product = null,
}: {
  product?: { _id: string; name: string } | null;
}) {
  return (
    <Suspense fallback={null}>
      <ContactFab product={product} />
    </Suspense>
  );
});
