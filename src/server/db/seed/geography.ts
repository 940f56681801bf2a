// Hubs, serviceable cities and the gazetteer of SEO localities (SPEC 9). Coordinates and postal
// codes are public facts about each place; the hub areas are drawn around the localities they
// serve and keep to the coast, so open sea is outside every hub.
import { DEFAULT_HUB_ID } from '../../../shared/domain';
import type { PolygonRings } from '../schema/catalogue';

export interface HubSeed {
  id: string;
  name: string;
  city: string;
  active: boolean;
  priority: number;
  /** The outline as [lng, lat] pairs; the ring is closed when stored. */
  outline: [number, number][];
  /** Prices here are the base price times this factor, so every hub prices differently. */
  priceFactor: number;
}

export const HUBS: readonly HubSeed[] = [
  {
    id: DEFAULT_HUB_ID,
    name: 'Thane, Navi Mumbai and the eastern suburbs',
    city: 'mumbai',
    active: true,
    priority: 0,
    priceFactor: 1,
    outline: [
      [72.876, 18.94],
      [73.14, 18.93],
      [73.17, 19.28],
      [72.94, 19.3],
      [72.876, 19.2],
    ],
  },
  {
    id: 'MUM-WEST-HUB',
    name: 'South Mumbai and the western suburbs',
    city: 'mumbai',
    active: true,
    priority: 1,
    priceFactor: 1.1,
    outline: [
      [72.795, 18.9],
      [72.8, 18.89],
      [72.84, 18.89],
      [72.876, 18.99],
      [72.876, 19.33],
      [72.8, 19.33],
      [72.79, 19.23],
      [72.8, 19.13],
      [72.81, 19.06],
      [72.8, 18.96],
    ],
  },
  {
    id: 'PUNE-HUB',
    name: 'Pune and Pimpri-Chinchwad',
    city: 'pune',
    active: true,
    priority: 2,
    priceFactor: 1.06,
    outline: [
      [73.72, 18.42],
      [73.95, 18.42],
      [73.99, 18.5],
      [73.99, 18.62],
      [73.88, 18.68],
      [73.72, 18.68],
      [73.69, 18.6],
      [73.69, 18.48],
    ],
  },
  {
    id: 'SLG-HUB',
    name: 'Siliguri and Bagdogra',
    city: 'siliguri',
    active: true,
    priority: 3,
    priceFactor: 1.03,
    outline: [
      [88.3, 26.63],
      [88.5, 26.63],
      [88.52, 26.72],
      [88.49, 26.8],
      [88.32, 26.81],
      [88.29, 26.72],
    ],
  },
  {
    // Paused: Delhi NCR once had a hub; points there are in a hub's area but not served.
    id: 'DELHI-NCR-HUB',
    name: 'Delhi NCR (paused)',
    city: 'delhi-NCR',
    active: false,
    priority: 9,
    priceFactor: 1.08,
    outline: [
      [76.84, 28.4],
      [77.35, 28.4],
      [77.35, 28.88],
      [76.84, 28.88],
    ],
  },
];

export const ACTIVE_HUBS = HUBS.filter((hub) => hub.active);

/** A closed GeoJSON ring from an outline. */
export function closedRings(outline: readonly [number, number][]): PolygonRings {
  const first = outline[0];
  return first ? [[...outline, first]] : [];
}

export interface CitySeed {
  slug: string;
  label: string;
  state: string;
  lat: number;
  lng: number;
  defaultHubId: string;
}

/** In the order customers see them (SPEC: mumbai, siliguri, pune). */
export const CITY_SEEDS: readonly CitySeed[] = [
  {
    slug: 'mumbai',
    label: 'Mumbai',
    state: 'Maharashtra',
    lat: 19.076,
    lng: 72.8777,
    defaultHubId: DEFAULT_HUB_ID,
  },
  {
    slug: 'siliguri',
    label: 'Siliguri',
    state: 'West Bengal',
    lat: 26.7271,
    lng: 88.3953,
    defaultHubId: 'SLG-HUB',
  },
  {
    slug: 'pune',
    label: 'Pune',
    state: 'Maharashtra',
    lat: 18.5204,
    lng: 73.8567,
    defaultHubId: 'PUNE-HUB',
  },
];

export interface LocalitySeed {
  slug: string;
  name: string;
  city: string;
  hubId: string;
  lat: number;
  lng: number;
  pincode: string;
  street: string;
  /** The district (administrative area level 2). */
  district: string;
}

type Row = [slug: string, name: string, lat: number, lng: number, pincode: string, street: string];

const rows = (city: string, hubId: string, district: string, list: readonly Row[]) =>
  list.map(([slug, name, lat, lng, pincode, street]): LocalitySeed => ({
    slug,
    name,
    city,
    hubId,
    lat,
    lng,
    pincode,
    street,
    district,
  }));

const MUMBAI_CITY: readonly Row[] = [
  ['colaba', 'Colaba', 18.9067, 72.8147, '400005', 'Colaba Causeway'],
  ['cuffe-parade', 'Cuffe Parade', 18.9146, 72.8196, '400005', 'Cuffe Parade Road'],
  ['nariman-point', 'Nariman Point', 18.9256, 72.8242, '400021', 'Jamnalal Bajaj Marg'],
  ['fort', 'Fort', 18.9345, 72.8356, '400001', 'Dr D N Road'],
  ['marine-lines', 'Marine Lines', 18.944, 72.8236, '400020', 'Marine Drive'],
  ['girgaon', 'Girgaon', 18.9548, 72.8176, '400004', 'Jagannath Shankarseth Road'],
  ['malabar-hill', 'Malabar Hill', 18.9548, 72.805, '400006', 'Walkeshwar Road'],
  ['grant-road', 'Grant Road', 18.9633, 72.8164, '400007', 'Lamington Road'],
  ['tardeo', 'Tardeo', 18.9689, 72.8128, '400034', 'Tardeo Road'],
  ['mumbai-central', 'Mumbai Central', 18.969, 72.8205, '400008', 'Dr A L Nair Road'],
  ['byculla', 'Byculla', 18.9767, 72.833, '400027', 'Dr Babasaheb Ambedkar Road'],
  ['lower-parel', 'Lower Parel', 18.9953, 72.83, '400013', 'Senapati Bapat Marg'],
  ['worli', 'Worli', 19.0176, 72.8162, '400018', 'Dr Annie Besant Road'],
  ['prabhadevi', 'Prabhadevi', 19.0166, 72.8283, '400025', 'Veer Savarkar Marg'],
  ['dadar', 'Dadar', 19.0178, 72.8478, '400028', 'Ranade Road'],
  ['wadala', 'Wadala', 19.017, 72.86, '400031', 'Katrak Road'],
  ['matunga', 'Matunga', 19.027, 72.8553, '400019', 'Lakhamsi Napoo Road'],
  ['mahim', 'Mahim', 19.038, 72.84, '400016', 'Lady Jamshedji Road'],
  ['sion', 'Sion', 19.039, 72.8619, '400022', 'Sion Trombay Road'],
];

const MUMBAI_SUBURBS_WEST: readonly Row[] = [
  ['bandra', 'Bandra', 19.0596, 72.8295, '400050', 'Hill Road'],
  ['bkc', 'Bandra Kurla Complex', 19.066, 72.8656, '400051', 'Bandra Kurla Complex Road'],
  ['khar', 'Khar', 19.07, 72.836, '400052', 'Linking Road'],
  ['santacruz', 'Santacruz', 19.0843, 72.836, '400054', 'S V Road'],
  ['vile-parle', 'Vile Parle', 19.099, 72.844, '400057', 'Nehru Road'],
  ['juhu', 'Juhu', 19.1075, 72.8263, '400049', 'Juhu Tara Road'],
  ['andheri', 'Andheri', 19.1197, 72.8468, '400058', 'S V Road'],
  ['versova', 'Versova', 19.132, 72.815, '400061', 'Yari Road'],
  ['lokhandwala', 'Lokhandwala', 19.1429, 72.8246, '400053', 'Lokhandwala Back Road'],
  ['oshiwara', 'Oshiwara', 19.1472, 72.8367, '400102', 'New Link Road'],
  ['jogeshwari', 'Jogeshwari', 19.1363, 72.8493, '400102', 'Jogeshwari Vikhroli Link Road'],
  ['goregaon', 'Goregaon', 19.1646, 72.8493, '400062', 'M G Road'],
  ['malad', 'Malad', 19.1868, 72.8486, '400064', 'Marve Road'],
  ['kandivali', 'Kandivali', 19.2045, 72.8519, '400067', 'Mathuradas Road'],
  ['borivali', 'Borivali', 19.2307, 72.8567, '400092', 'L T Road'],
  ['dahisar', 'Dahisar', 19.2502, 72.8593, '400068', 'S V Road'],
];

const MIRA_BHAYANDAR: readonly Row[] = [
  ['mira-road', 'Mira Road', 19.2812, 72.8557, '401107', 'Mira Bhayandar Road'],
  ['bhayandar', 'Bhayandar', 19.3012, 72.851, '401101', 'Station Road'],
];

const MUMBAI_SUBURBS_EAST: readonly Row[] = [
  ['kurla', 'Kurla', 19.0726, 72.8845, '400070', 'LBS Marg'],
  ['sakinaka', 'Sakinaka', 19.1038, 72.887, '400072', 'Andheri Kurla Road'],
  ['marol', 'Marol', 19.119, 72.8827, '400059', 'Marol Maroshi Road'],
  ['powai', 'Powai', 19.1176, 72.906, '400076', 'Adi Shankaracharya Marg'],
  ['chandivali', 'Chandivali', 19.109, 72.899, '400072', 'Chandivali Farm Road'],
  ['ghatkopar', 'Ghatkopar', 19.086, 72.9081, '400077', 'M G Road'],
  ['vidyavihar', 'Vidyavihar', 19.079, 72.897, '400086', 'Vidyavihar Station Road'],
  ['vikhroli', 'Vikhroli', 19.111, 72.928, '400079', 'LBS Marg'],
  ['kanjurmarg', 'Kanjurmarg', 19.1296, 72.93, '400042', 'Jogeshwari Vikhroli Link Road'],
  ['bhandup', 'Bhandup', 19.1438, 72.9381, '400078', 'Station Road'],
  ['mulund', 'Mulund', 19.1726, 72.9565, '400080', 'R R T Road'],
  ['chembur', 'Chembur', 19.0522, 72.9005, '400071', 'Sion Trombay Road'],
  ['govandi', 'Govandi', 19.0555, 72.9153, '400043', 'Govandi Station Road'],
  ['mankhurd', 'Mankhurd', 19.0486, 72.932, '400088', 'Sion Panvel Highway'],
];

const THANE: readonly Row[] = [
  ['thane', 'Thane', 19.2183, 72.9781, '400601', 'Gokhale Road'],
  ['ghodbunder-road', 'Ghodbunder Road', 19.26, 72.97, '400615', 'Ghodbunder Road'],
  ['majiwada', 'Majiwada', 19.233, 72.9818, '400608', 'Eastern Express Highway'],
  ['kalwa', 'Kalwa', 19.2, 72.999, '400605', 'Kalwa Station Road'],
  ['dombivli', 'Dombivli', 19.2094, 73.0939, '421201', 'Manpada Road'],
  ['kalyan', 'Kalyan', 19.2437, 73.1355, '421301', 'Murbad Road'],
  ['airoli', 'Airoli', 19.159, 72.9986, '400708', 'Thane Belapur Road'],
  ['ghansoli', 'Ghansoli', 19.12, 73.0, '400701', 'Thane Belapur Road'],
  ['koparkhairane', 'Koparkhairane', 19.103, 73.0107, '400709', 'Koparkhairane Station Road'],
  ['vashi', 'Vashi', 19.0771, 72.9986, '400703', 'Palm Beach Road'],
  ['nerul', 'Nerul', 19.033, 73.0297, '400706', 'Palm Beach Road'],
  ['seawoods', 'Seawoods', 19.021, 73.018, '400706', 'Seawoods Station Road'],
  ['belapur', 'CBD Belapur', 19.0235, 73.04, '400614', 'Sion Panvel Highway'],
];

const RAIGAD: readonly Row[] = [
  ['kharghar', 'Kharghar', 19.0473, 73.0699, '410210', 'Central Park Road'],
  ['panvel', 'Panvel', 18.9894, 73.1175, '410206', 'Old Mumbai Pune Highway'],
  ['ulwe', 'Ulwe', 18.968, 73.027, '410206', 'Ulwe Main Road'],
];

const PUNE: readonly Row[] = [
  ['kothrud', 'Kothrud', 18.5074, 73.8077, '411038', 'Karve Road'],
  ['baner', 'Baner', 18.559, 73.7868, '411045', 'Baner Road'],
  ['hinjewadi', 'Hinjewadi', 18.5913, 73.7389, '411057', 'Rajiv Gandhi Infotech Park Road'],
  ['wakad', 'Wakad', 18.5993, 73.7625, '411057', 'Wakad Road'],
  ['aundh', 'Aundh', 18.558, 73.8075, '411007', 'ITI Road'],
  ['balewadi', 'Balewadi', 18.5765, 73.779, '411045', 'Balewadi High Street'],
  ['pimple-saudagar', 'Pimple Saudagar', 18.5984, 73.7982, '411027', 'Kunal Icon Road'],
  ['pimpri', 'Pimpri', 18.6298, 73.8037, '411018', 'Old Mumbai Pune Highway'],
  ['chinchwad', 'Chinchwad', 18.6446, 73.7935, '411033', 'Chinchwad Station Road'],
  ['shivajinagar', 'Shivajinagar', 18.5308, 73.8475, '411005', 'Jangli Maharaj Road'],
  ['deccan', 'Deccan Gymkhana', 18.5158, 73.841, '411004', 'Fergusson College Road'],
  ['camp', 'Camp', 18.515, 73.879, '411001', 'M G Road'],
  ['koregaon-park', 'Koregaon Park', 18.5362, 73.894, '411001', 'North Main Road'],
  ['kalyani-nagar', 'Kalyani Nagar', 18.5463, 73.9033, '411006', 'Airport Road'],
  ['yerwada', 'Yerwada', 18.5529, 73.8797, '411006', 'Nagar Road'],
  ['viman-nagar', 'Viman Nagar', 18.5679, 73.9143, '411014', 'Viman Nagar Road'],
  ['kharadi', 'Kharadi', 18.5515, 73.9348, '411014', 'Kharadi Bypass Road'],
  ['hadapsar', 'Hadapsar', 18.5089, 73.926, '411028', 'Solapur Road'],
  ['magarpatta', 'Magarpatta', 18.5147, 73.929, '411013', 'Magarpatta Road'],
  ['wanowrie', 'Wanowrie', 18.488, 73.9, '411040', 'Wanowrie Road'],
  ['kondhwa', 'Kondhwa', 18.4634, 73.8897, '411048', 'Kondhwa Road'],
  ['bibwewadi', 'Bibwewadi', 18.4717, 73.8645, '411037', 'Bibwewadi Kondhwa Road'],
  ['katraj', 'Katraj', 18.4529, 73.865, '411046', 'Pune Satara Road'],
  ['swargate', 'Swargate', 18.5018, 73.8636, '411042', 'Shankarseth Road'],
  ['sinhagad-road', 'Sinhagad Road', 18.48, 73.825, '411041', 'Sinhagad Road'],
  ['warje', 'Warje', 18.4812, 73.801, '411058', 'Mumbai Bengaluru Highway'],
];

const SILIGURI: readonly Row[] = [
  ['pradhan-nagar', 'Pradhan Nagar', 26.728, 88.419, '734003', 'Hill Cart Road'],
  ['hakimpara', 'Hakimpara', 26.718, 88.427, '734001', 'Bidhan Road'],
  ['sevoke-road', 'Sevoke Road', 26.735, 88.435, '734001', 'Sevoke Road'],
  ['hill-cart-road', 'Hill Cart Road', 26.719, 88.422, '734001', 'Hill Cart Road'],
  ['burdwan-road', 'Burdwan Road', 26.708, 88.433, '734005', 'Burdwan Road'],
  ['ashrampara', 'Ashrampara', 26.713, 88.429, '734001', 'Burdwan Road'],
  ['babupara', 'Babupara', 26.715, 88.433, '734004', 'Bidhan Road'],
  ['khalpara', 'Khalpara', 26.716, 88.419, '734005', 'Hill Cart Road'],
  ['mahananda-para', 'Mahananda Para', 26.72, 88.434, '734001', 'Sevoke Road'],
  ['deshbandhu-para', 'Deshbandhu Para', 26.702, 88.438, '734004', 'Burdwan Road'],
  ['subhash-pally', 'Subhash Pally', 26.7, 88.426, '734001', 'Burdwan Road'],
  ['bhaktinagar', 'Bhaktinagar', 26.74, 88.448, '734007', 'Sevoke Road'],
  ['champasari', 'Champasari', 26.748, 88.413, '734003', 'Champasari Road'],
  ['matigara', 'Matigara', 26.716, 88.379, '734010', 'Hill Cart Road'],
  ['shivmandir', 'Shivmandir', 26.704, 88.356, '734013', 'Bagdogra Road'],
  ['bagdogra', 'Bagdogra', 26.699, 88.319, '734014', 'Bagdogra Bazar Road'],
  ['salugara', 'Salugara', 26.756, 88.456, '734008', 'Sevoke Road'],
  ['dagapur', 'Dagapur', 26.748, 88.429, '734003', 'Dagapur Road'],
  ['milan-more', 'Milan More', 26.73, 88.41, '734003', 'Hill Cart Road'],
  ['jalpai-more', 'Jalpai More', 26.71, 88.42, '734001', 'Hill Cart Road'],
  ['new-jalpaiguri', 'New Jalpaiguri', 26.684, 88.443, '734007', 'NJP Station Road'],
  ['rabindra-nagar', 'Rabindra Nagar', 26.705, 88.444, '734006', 'Burdwan Road'],
  ['jyoti-nagar', 'Jyoti Nagar', 26.725, 88.44, '734001', 'Sevoke Road'],
  ['haiderpara', 'Haiderpara', 26.725, 88.446, '734006', 'Eastern Bypass'],
  ['ghogomali', 'Ghogomali', 26.694, 88.44, '734006', 'Eastern Bypass'],
  ['fulbari', 'Fulbari', 26.65, 88.45, '734015', 'Fulbari Road'],
  ['uttorayon', 'Uttorayon', 26.724, 88.37, '734010', 'Hill Cart Road'],
  ['sukna', 'Sukna', 26.785, 88.355, '734009', 'Hill Cart Road'],
  ['eastern-bypass', 'Eastern Bypass', 26.71, 88.455, '734004', 'Eastern Bypass'],
];

export const LOCALITY_SEEDS: readonly LocalitySeed[] = [
  ...rows('mumbai', 'MUM-WEST-HUB', 'Mumbai City', MUMBAI_CITY),
  ...rows('mumbai', 'MUM-WEST-HUB', 'Mumbai Suburban', MUMBAI_SUBURBS_WEST),
  ...rows('mumbai', 'MUM-WEST-HUB', 'Thane', MIRA_BHAYANDAR),
  ...rows('mumbai', DEFAULT_HUB_ID, 'Mumbai Suburban', MUMBAI_SUBURBS_EAST),
  ...rows('mumbai', DEFAULT_HUB_ID, 'Thane', THANE),
  ...rows('mumbai', DEFAULT_HUB_ID, 'Raigad', RAIGAD),
  ...rows('pune', 'PUNE-HUB', 'Pune', PUNE),
  ...rows('siliguri', 'SLG-HUB', 'Darjeeling', SILIGURI),
];
