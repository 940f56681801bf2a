// A city's round icon: its landmark's silhouette against its own sky, with a balloon or two.
import { balloon } from './balloons';
import { type Defs, linear, round } from './svg';

interface Skyline {
  sky: readonly [string, string];
  /** The landmark drawn in a box of width w from the ground line up (SVG path data). */
  draw: (x: number, ground: number, w: number) => string;
  /** What the alt text calls it. */
  landmark: string;
}

const gateway: Skyline['draw'] = (x, ground, w) => {
  const u = w / 10;
  const turret = (tx: number) =>
    `M${round(tx)} ${round(ground)} V${round(ground - u * 5)} h${round(u)} V${round(ground)} Z ` +
    `M${round(tx - u * 0.1)} ${round(ground - u * 5)} a${round(u * 0.6)} ${round(u * 0.6)} 0 0 1 ${round(u * 1.2)} 0 Z`;
  return (
    `M${round(x + u)} ${round(ground)} V${round(ground - u * 4)} H${round(x + u * 9)} V${round(ground)} ` +
    `H${round(x + u * 6)} V${round(ground - u * 2)} a${round(u)} ${round(u * 1.1)} 0 0 0 ${round(-u * 2)} 0 V${round(ground)} Z ` +
    turret(x + u * 0.6) +
    turret(x + u * 8.4) +
    turret(x + u * 3.2) +
    turret(x + u * 5.8)
  );
};

const fortGate: Skyline['draw'] = (x, ground, w) => {
  const u = w / 10;
  const bastion = (bx: number) =>
    `M${round(bx)} ${round(ground)} V${round(ground - u * 3.6)} a${round(u * 0.8)} ${round(u * 0.4)} 0 0 1 ${round(u * 1.6)} 0 V${round(ground)} Z`;
  let spikes = '';
  for (let index = 0; index < 9; index += 1) {
    spikes += `M${round(x + u * (0.6 + index * 1))} ${round(ground - u * 3)} l${round(u * 0.25)} ${round(-u * 0.5)} l${round(u * 0.25)} ${round(u * 0.5)} Z `;
  }
  return (
    `M${round(x)} ${round(ground)} V${round(ground - u * 3)} H${round(x + w)} V${round(ground)} H${round(x + u * 5.8)} ` +
    `V${round(ground - u * 1.8)} a${round(u * 0.8)} ${round(u)} 0 0 0 ${round(-u * 1.6)} 0 V${round(ground)} Z ` +
    bastion(x + u * 2) +
    bastion(x + u * 6.4) +
    spikes
  );
};

const hills: Skyline['draw'] = (x, ground, w) => {
  const u = w / 10;
  return (
    `M${round(x - u)} ${round(ground)} L${round(x + u * 2)} ${round(ground - u * 3.2)} L${round(x + u * 3.4)} ${round(ground - u * 2.2)} ` +
    `L${round(x + u * 5.2)} ${round(ground - u * 5)} L${round(x + u * 7)} ${round(ground - u * 2.6)} L${round(x + u * 8.4)} ${round(ground - u * 3.4)} L${round(x + w + u)} ${round(ground)} Z`
  );
};

const towers: Skyline['draw'] = (x, ground, w) => {
  const u = w / 10;
  return [1.2, 2.6, 1.8, 3.4, 2.2, 1.4]
    .map(
      (height, index) =>
        `M${round(x + u * (0.5 + index * 1.5))} ${round(ground)} v${round(-u * height * 1.4)} h${round(u * 1.2)} V${round(ground)} Z`,
    )
    .join(' ');
};

const CITIES: Record<string, Skyline> = {
  mumbai: { sky: ['#FFB88C', '#FFE7C7'], draw: gateway, landmark: 'the Gateway of India' },
  pune: { sky: ['#8EC5FC', '#E0F0FF'], draw: fortGate, landmark: 'the gate of Shaniwar Wada' },
  siliguri: {
    sky: ['#A1E3D8', '#F2FFF9'],
    draw: hills,
    landmark: 'the Himalayan foothills and tea gardens',
  },
};

export function cityLandmark(slug: string): string {
  return CITIES[slug]?.landmark ?? 'the city skyline';
}

/** The round city icon, w by h. */
export function cityArt(
  defs: Defs,
  slug: string,
  w: number,
  h: number,
  colours: readonly string[],
): string {
  const city = CITIES[slug] ?? { sky: ['#C7D2FE', '#F0F5FE'] as const, draw: towers, landmark: '' };
  const sky = defs.use(`sky${slug}`, (id) =>
    linear(id, [
      [0, city.sky[0]],
      [1, city.sky[1]],
    ]),
  );
  const ground = h * 0.74;
  const clip = defs.use(
    'cityclip',
    (id) =>
      `<clipPath id="${id}"><circle cx="${w / 2}" cy="${h / 2}" r="${round(w * 0.48)}"/></clipPath>`,
  );
  let art = `<rect width="${w}" height="${h}" fill="${sky}"/>`;
  art += `<circle cx="${round(w * 0.26)}" cy="${round(h * 0.28)}" r="${round(w * 0.08)}" fill="#FFFFFF" opacity="0.75"/>`;
  art += `<path d="${city.draw(w * 0.14, ground, w * 0.72)}" fill="#1E2A78" opacity="0.88"/>`;
  art += `<rect y="${round(ground)}" width="${w}" height="${round(h - ground)}" fill="#1E2A78"/>`;
  if (slug === 'siliguri') {
    for (let index = 0; index < 7; index += 1) {
      art += `<ellipse cx="${round(w * (0.1 + index * 0.13))}" cy="${round(ground + 6)}" rx="${round(w * 0.07)}" ry="${round(h * 0.03)}" fill="#2D6A4F"/>`;
    }
  }
  const style = { defs };
  art += balloon(style, w * 0.76, h * 0.3, w * 0.07, colours[0] ?? '#FF595E', 8, ground);
  art += balloon(style, w * 0.66, h * 0.36, w * 0.055, colours[2] ?? '#FFCA3A', -6, ground);
  return `<g clip-path="${clip}">${art}</g>`;
}
