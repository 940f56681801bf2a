import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useGeoMapQuery } from '../../../api/geoApi';
import type { LatLng } from '../../../features/location/locationSlice';
import { VisuallyHidden } from '../ui/ui.styles';
import { MapFrame, MapSvg, Pin, ZoomControls } from './EmbeddedMap.styles';
import {
  DEFAULT_CENTRE,
  EMBEDDED_FOCUS_ZOOM,
  EMBEDDED_MAX_ZOOM,
  LOCALITY_LABEL_ZOOM,
  MIN_ZOOM,
  type ServiceMapProps,
} from './mapSettings';
import { offset, project, unproject, type Viewport } from './projection';

/** The drawing's own pixel size; the SVG scales it to fill the panel. */
const WIDTH = 400;
const HEIGHT = 400;
/** Pixels the pin moves per arrow key (with Shift, five times as far). */
const KEY_STEP = 12;
/** A press that moves less than this is a tap: it drops the pin there. */
const TAP_SLOP = 4;
/** Drawn beyond the edges so shapes do not pop in while panning. */
const MARGIN = 80;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const keyOf = (point: LatLng | null) => (point ? `${point.lat},${point.lng}` : 'none');

interface View {
  centre: LatLng;
  zoom: number;
  /** The point this view was last reconciled with. */
  anchor: string;
}

type Drag =
  | { kind: 'pan'; startX: number; startY: number; x: number; y: number; moved: boolean }
  | { kind: 'pin'; startX: number; startY: number; x: number; y: number };

/**
 * The map without a Maps key: hub areas, city and locality names from /api/geo/map, and a pin
 * that can be dragged, dropped with a tap, or moved with the arrow keys.
 */
export function EmbeddedMap({ point, recentre, onPinMoved }: ServiceMapProps) {
  const { data } = useGeoMapQuery();
  const svg = useRef<SVGSVGElement>(null);
  const descriptionId = useId();
  const [view, setView] = useState<View>(() => ({
    centre: point ?? DEFAULT_CENTRE,
    zoom: point ? EMBEDDED_FOCUS_ZOOM : MIN_ZOOM,
    anchor: keyOf(point),
  }));
  const [drag, setDrag] = useState<Drag | null>(null);

  // A point chosen for the user centres the map; a pin the user moved leaves the map where it is.
  if (view.anchor !== keyOf(point)) {
    setView({
      centre: recentre && point ? point : view.centre,
      zoom: recentre && point ? Math.max(view.zoom, EMBEDDED_FOCUS_ZOOM) : view.zoom,
      anchor: keyOf(point),
    });
  }

  // eslint-disable-next-line no-restricted-syntax -- drawing geometry (the map's pan while dragged), not state
  const viewport: Viewport = useMemo(() => {
    const base = { centre: view.centre, zoom: view.zoom, width: WIDTH, height: HEIGHT };
    if (drag?.kind !== 'pan') return base;
    return { ...base, centre: unproject(WIDTH / 2 - drag.x, HEIGHT / 2 - drag.y, base) };
  }, [view, drag]);

  // eslint-disable-next-line no-restricted-syntax -- drawing geometry (areas projected to SVG paths), not state
  const shapes = useMemo(() => {
    if (!data) return null;
    const visible = (at: { x: number; y: number }) =>
      at.x > -MARGIN && at.x < WIDTH + MARGIN && at.y > -MARGIN && at.y < HEIGHT + MARGIN;
    const hubs = data.hubs.map((hub) => ({
      hubId: hub.hubId,
      name: hub.name,
      active: hub.active,
      path: hub.area
        .map(
          (ring) =>
            ring
              .map(([lng, lat], index) => {
                const at = project({ lat, lng }, viewport);
                return `${index === 0 ? 'M' : 'L'}${at.x.toFixed(1)},${at.y.toFixed(1)}`;
              })
              .join('') + 'Z',
        )
        .join(''),
    }));
    const localities =
      viewport.zoom >= LOCALITY_LABEL_ZOOM
        ? data.localities
            .map((locality) => ({ ...locality, at: project(locality, viewport) }))
            .filter((locality) => visible(locality.at))
        : [];
    const cities =
      viewport.zoom < LOCALITY_LABEL_ZOOM
        ? data.cities
            .map((city) => ({ ...city, at: project(city, viewport) }))
            .filter((city) => visible(city.at))
        : [];
    return { hubs, localities, cities };
  }, [data, viewport]);

  /** The event's position in the drawing's pixels. */
  function toDrawing(event: PointerEvent): { x: number; y: number } | null {
    const matrix = svg.current?.getScreenCTM?.();
    if (!matrix) return null;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: at.x, y: at.y };
  }

  const pinAt = point ? project(point, viewport) : null;
  const pinShown = drag?.kind === 'pin' ? drag : pinAt;

  function zoomBy(step: number) {
    setView((current) => ({
      ...current,
      zoom: Math.min(EMBEDDED_MAX_ZOOM, Math.max(MIN_ZOOM, current.zoom + step)),
    }));
  }

  function onKeyDown(event: KeyboardEvent) {
    const arrow = ARROWS[event.key];
    if (!arrow || !point) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const next = offset(point, arrow[0] * step, arrow[1] * step, view.zoom);
    const at = project(next, viewport);
    // Keep the pin in sight for keyboard users, who cannot pan with a pointer.
    if (at.x < MARGIN || at.x > WIDTH - MARGIN || at.y < MARGIN || at.y > HEIGHT - MARGIN) {
      setView((current) => ({ ...current, centre: next }));
    }
    onPinMoved(next);
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    const at = toDrawing(event);
    if (!at) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const onPin = (event.target as Element).closest('[data-pin]') !== null;
    setDrag(
      onPin
        ? { kind: 'pin', startX: at.x, startY: at.y, x: at.x, y: at.y }
        : { kind: 'pan', startX: at.x, startY: at.y, x: 0, y: 0, moved: false },
    );
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!drag) return;
    const at = toDrawing(event);
    if (!at) return;
    if (drag.kind === 'pin') {
      setDrag({ ...drag, x: at.x, y: at.y });
      return;
    }
    const x = at.x - drag.startX;
    const y = at.y - drag.startY;
    setDrag({ ...drag, x, y, moved: drag.moved || Math.hypot(x, y) > TAP_SLOP });
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    if (!drag) return;
    setDrag(null);
    const base = { centre: view.centre, zoom: view.zoom, width: WIDTH, height: HEIGHT };
    if (drag.kind === 'pin') {
      const moved = Math.hypot(drag.x - drag.startX, drag.y - drag.startY) > TAP_SLOP;
      if (point && moved) onPinMoved(unproject(drag.x, drag.y, base));
      return;
    }
    if (drag.moved) {
      setView((current) => ({ ...current, centre: viewport.centre }));
      return;
    }
    // A tap drops the pin where the finger was.
    const at = toDrawing(event);
    if (at && point) onPinMoved(unproject(at.x, at.y, base));
  }

  return (
    <MapFrame>
      <MapSvg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        role="group"
        aria-label="Map"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        <rect
          x={-MARGIN}
          y={-MARGIN}
          width={WIDTH + 2 * MARGIN}
          height={HEIGHT + 2 * MARGIN}
          fill="#dfe8f7"
        />
        {shapes?.hubs.map((hub) => (
          <path
            key={hub.hubId}
            d={hub.path}
            fill={hub.active ? 'rgba(33, 54, 212, 0.12)' : 'rgba(91, 98, 117, 0.12)'}
            stroke={hub.active ? '#2136D4' : '#5B6275'}
            strokeWidth={1.5}
            strokeDasharray={hub.active ? undefined : '6 4'}
          >
            <title>{hub.active ? hub.name : `${hub.name}: not served`}</title>
          </path>
        ))}
        {shapes?.cities.map((city) => (
          <text
            key={city.slug}
            x={city.at.x}
            y={city.at.y}
            textAnchor="middle"
            fontSize={14}
            fontWeight={700}
            fill="#1A1D29"
          >
            {city.label}
          </text>
        ))}
        {shapes?.localities.map((locality) => (
          <g
            key={`${locality.city}-${locality.name}`}
            transform={`translate(${locality.at.x.toFixed(1)} ${locality.at.y.toFixed(1)})`}
          >
            <circle r={2.5} fill="#5B6275" />
            <text x={5} y={3.5} fontSize={10} fill="#1A1D29">
              {locality.name}
            </text>
          </g>
        ))}
        {pinShown && (
          <Pin
            data-pin=""
            transform={`translate(${pinShown.x.toFixed(1)} ${pinShown.y.toFixed(1)})`}
            tabIndex={0}
            role="button"
            aria-label="Location pin"
            aria-describedby={descriptionId}
            onKeyDown={onKeyDown}
          >
            <circle r={22} fill="transparent" />
            <path
              className="pin-ring"
              d="M0 0 C-4 -9 -13 -15 -13 -24 A13 13 0 1 1 13 -24 C13 -15 4 -9 0 0Z"
              fill="#2136D4"
              stroke="#fff"
              strokeWidth={2}
            />
            <circle cy={-24} r={5} fill="#fff" />
          </Pin>
        )}
      </MapSvg>
      <VisuallyHidden id={descriptionId}>
        Drag the pin, tap the map, or use the arrow keys (with Shift for larger steps) to move it.
      </VisuallyHidden>
      <ZoomControls>
        <button
          type="button"
          aria-label="Zoom in"
          disabled={view.zoom >= EMBEDDED_MAX_ZOOM}
          onClick={() => zoomBy(1)}
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          disabled={view.zoom <= MIN_ZOOM}
          onClick={() => zoomBy(-1)}
        >
          −
        </button>
      </ZoomControls>
    </MapFrame>
  );
}
