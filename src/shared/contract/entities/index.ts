// The entities of SPEC section 3 as the server returns them, one file per part of the product.
// Response objects stay open (no additionalProperties: false) because Fastify's serializer
// matches union branches by validating the raw value; it drops unlisted fields anyway, so every
// field sent is listed here.
export * from './user';
export * from './catalogue';
export * from './places';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './reports';
export * from './session';
