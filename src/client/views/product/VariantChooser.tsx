import { Link } from 'react-router';
import type { Product } from '../../../shared/contract';
import { productPath } from '../../../shared/domain';
import { imageSrcSet } from '../../../shared/domain/images';
import { Variants } from './ProductPage.styles';

/** A variant named after its decor reads as what sets it apart: 'Arch (Large)' → 'Large'. */
export function variantLabel(decorName: string, variantName: string): string {
  if (variantName === decorName) return 'Standard';
  const apart = /^(.*) \(([^)]+)\)$/.exec(variantName);
  return apart && apart[1] === decorName ? apart[2]! : variantName;
}

/**
 * The decor's variants (each a product of its own, a size say): the decor itself first, marked
 * as the current page, then a link to each variant's page. Nothing when it has none.
 */
export function VariantChooser({ product }: { product: Product }) {
  const variants = product.variants ?? [];
  if (variants.length === 0) return null;
  const options = [{ _id: product._id, name: product.name, image: product.images[0] }, ...variants];
  return (
    <Variants aria-label="Variants">
      <ul>
        {options.map((option) => (
          <li key={option._id}>
            <Link
              to={productPath(option)}
              aria-current={option._id === product._id ? 'page' : undefined}
            >
              {option.image && (
                <img
                  src={option.image}
                  srcSet={imageSrcSet(option.image)}
                  sizes="48px"
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              )}
              <span>{variantLabel(product.name, option.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Variants>
  );
}
