// Realistic names and numbers for the benchmark's data, from a seeded generator (the same run makes the same data).

/** mulberry32: small, fast, seeded; good enough to spread test data. */
export function generator(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

const FIRST = `James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard Susan Joseph Jessica
Thomas Sarah Charles Karen Christopher Nancy Daniel Lisa Matthew Betty Anthony Margaret Mark Sandra Donald Ashley Steven
Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Dorothy Kevin Carol Brian Amanda George Melissa Timothy Deborah
Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy Nicholas Angela Eric Shirley
Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen Benjamin Samantha Samuel Katherine Gregory
Christine Alexander Debra Frank Rachel Patrick Carolyn Raymond Janet Jack Catherine Dennis Maria Jerry Heather Tyler Diane
Aaron Ruth Jose Julie Adam Olivia Nathan Joyce Henry Virginia Douglas Victoria Zachary Kelly Peter Lauren Kyle Christina
Ethan Joan Walter Evelyn Noah Judith Jeremy Megan Christian Andrea Keith Cheryl Roger Hannah Terry Jacqueline Gerald Martha
Harold Gloria Sean Teresa Austin Ann Carl Sara Arthur Madison Lawrence Frances Dylan Kathryn Jesse Janice Jordan Jean Bryan
Abigail Billy Alice Joe Judy Bruce Sophia Gabriel Grace Logan Denise Albert Amber Willie Doris Alan Marilyn Juan Danielle
Wayne Beverly Elijah Isabella Randy Theresa Roy Diana Vincent Natalie Ralph Brittany Eugene Charlotte Russell Marie Bobby
Kayla Mason Alexis Philip Lori Louis Émilie Zoë Chloé Søren Björn Ångström`.split(/\s+/);

// 500 surnames: common English ones, then made-up but plausible ones, so a 4-5 letter fragment of one finds a
// realistic share of the customers (a few in a thousand), not half of them.
const COMMON = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson
Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen
King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez
Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz
Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray
Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan
Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham
Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro
Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman
Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner
Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver
Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott
Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews
Pena Richards Contreras Willis Carpenter Lawrence Sandoval Guerrero George Chapman Rios Estrada Ortega Watkins Greene Nunez
Wheeler Valdez Harper Burke Larson Santiago Maldonado Morrison Franklin Carlson Austin Dominguez Carr Lawson Jacobs Obrien
Lynch Singh Vega Bishop Montgomery Oliver Jensen Harvey Williamson Gilbert Dean Sims Espinoza Howell Li Wong Reid Hanson Le
McCoy Garrett Burton Fuller Wang Weber Welch Rojas Lucas Marquez Fields Park Yang Little Banks Padilla Day Walsh Bowman Schultz
Luna Fowler Mejia Davidson Acosta Brewer May Holland Juarez Newman Pearson Curtis Cortez Douglas Schneider Joseph Barrett
Navarro Figueroa Keller Avila Wade Molina Stanley Hopkins Campos Barnett Bates Chambers Caldwell Beck Lambert Miranda Byrd
Craig Ayala Lowe Frazier Powers Neal Leonard Gregory Carrillo Sutton Fleming Rhodes Shelton Schwartz Norris Jennings Watts
Duran Walters Cohen McDaniel Moran Parks Steele Vaughn Becker Holt Deleon Barker Terry Hale Leon Hail Benson Haynes Horton
Miles Lyons Pham Graves Bush Thornton Wolfe Warner Cabrera McKinney Mann Zimmerman Dawson Lara Fletcher Page McCarthy Love
Robles Cervantes Solis Erickson Reeves Chang Klein Salinas Fuentes Baldwin Daniel Simon Velasquez Hardy Higgins Aguirre Lin
Cummings Chandler Sharp Barber Bowen Ochoa Dennis Robbins Liu Ramsey Francis Griffith Paul Blair Oconnor Cardenas Pacheco
Cross Calderon Quinn Moss Swanson Chan Rivas Khan Rodgers Serrano Fitzgerald Rosales Stevenson Christensen Manning Gill Curry
McLaughlin Harmon McGee Gross Doyle Garner Newton Burgess Reese Walton Blake Trujillo Adkins Brady Goodman Roman Webster
Goodwin Fischer Huang Potter Delacruz Montoya Todd Wu Hines Mullins Castaneda Malone Cannon Tate Mack Sherman Hubbard Hodges
Zhang Guerra Wolf Valencia Saunders Franco Rowe Gallagher Farmer Hammond Hampton Townsend Ingram Wise Gallegos Clarke Barton
Schroeder Maxwell Waters Logan Camacho Strickland Norman Person Colon Parsons Frank Harrington Glover Osborne Buchanan
Casey Floyd Patton Ibarra Ball Tyler Suarez Bowers Orozco Salas Cobb Gibbs Andrade Bauer Conner Moody Escobar McGuire Lloyd
Mueller Hartman French Kramer McBride Pope Lindsey Velazquez Norton McCormick Sparks Flynn Yates Hogan Marsh Macias Villanueva
Zamora Pratt Stokes Owen Ballard Lang Brock Villarreal Charles Drake Barrera Cain Patrick Pineda Burnett Mercado Santana
Shepherd Bautista Ali Shaffer Lamb Trevino McKenzie Hess Beil Olsen Cochran Morton Nash Wilkins Petersen Briggs Shah Roth
Nicholson Holloway Lozano Rangel Flowers Hoover Short Arias Mora Valenzuela Bryan Meyers Weiss Underwood Bass Greer Summers
Houston Carson Morrow Clayton Whitaker Decker Yoder Collier Zuniga Carey Wilcox Melendez Poole Roberson Larsen Conley Davenport
Copeland Massey Lam Huff Rocha Cameron Jefferson Hood Monroe Anthony Pittman Huynh Randall Singleton Kirk Combs Mathis
Christian Skinner Bradford Richard Galvan Wall Boone Kirby Wilkinson Bridges Bruce Atkinson Velez Meza Roy Vincent York Hodge
Villa Abbott Allison Tapia Gates Chase Sosa Sweeney Farrell Wyatt Dalton Horn Barron Phelps Yu Dickerson Heath Foley Atkins
Mathews Bonilla Acevedo Benitez Zavala Hensley Glenn Cisneros Harrell Shields Rubio Huffman Choi Boyer Garrison Arroyo Bond
Kane Hancock Callahan Dillon Cline Wiggins Grimes Arellano Melton Oneill Savage Ho Beltran Pitts Parrish Ponce Rich Booth
Koch Golden Ware Brennan McDowell Marks Cantu Humphrey Baxter Sawyer Clay Tanner Hutchinson Kaur Berg Wiley Gilmore Russo
Villegas Hobbs Keith Wilkerson Ahmed Beard McClain Montes Mata Rosario Vang Walter Henson Oneal Mosley McClure Beasley
Stephenson Snow Huerta Preston Vance Barry Johns Eaton Blackwell Dyer Prince Macdonald Solomon Guevara Stafford English Hurst
Woodard Cortes Shannon Kemp Nolan McCullough Merritt Murillo Moon Salgado Strong Kline Cordova Barajas Roach Rosas Winters
Jacobson Lester Knox Bullock Kerr Leach Meadows Orr Davila Whitehead Pruitt Kent Conway McKee Barr David Dejesus Marin Berger
McIntyre Blankenship Gaines Palacios Cuevas Bartlett Durham Dorsey McCall Odonnell Stein Browning Stout Lowery Sloan McLean
Hendricks Calhoun Sexton Chung Gentry Hull Duarte Ellison Nielsen Gillespie Buck Middleton Sellers Leblanc Esparza Hardin
Bradshaw McIntosh Howe Livingston Frost Glass Morse Knapp Herman Stark Bravo Noble Spears Weeks Corona Frederick Buckley
McFarland Hebert Enriquez Hickman Quintero Randolph Schaefer Walls Trejo House Reilly Pennington Michael Conrad Giles Benjamin`.split(/\s+/);
export const LAST_NAMES = [...new Set(COMMON)].slice(0, 500);
export const FIRST_NAMES = FIRST;

/**
 * Picks from `list` the way real names are spread: the k-th entry (from 0) with a weight of
 * 1 / (k + 2), a Zipf law. The first names' top entries (James, Mary, John) each go to 5-10 % of the people and the
 * last of 250 to 0.2 %, so a common first-name start finds thousands of tickets and the tail finds a few: the
 * searches staff really type. One draw of the generator per pick, like `pick`.
 */
export function zipfPicker(list) {
  const cumulative = [];
  let total = 0;
  for (let k = 0; k < list.length; k++) cumulative.push((total += 1 / (k + 2)));
  return (rnd) => {
    const x = rnd.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return list[lo];
  };
}
export const pickFirstName = zipfPicker(FIRST_NAMES);
export const pickLastName = zipfPicker(LAST_NAMES);

const TRADES = ['Glass', 'Glazing', 'Windows', 'Auto Glass', 'Glass & Glazing', 'Windscreens', 'Mirrors', 'Shopfronts', 'Double Glazing'];
const PLACES = [
  'Northside',
  'Harbour',
  'Riverside',
  'Highland',
  'Westgate',
  'Eastbrook',
  'Kingsway',
  'Meadow',
  'Oakfield',
  'Summit',
  'Bayview',
  'Crown',
  'Lakeside',
  'Granite',
  'Pioneer',
];
const FORMS = ['Ltd', 'LLC', 'Inc.', '& Sons', 'Co.', 'Group', 'Services'];

export const businessName = (rnd, i) => `${rnd.pick(PLACES)} ${rnd.pick(TRADES)} ${rnd.pick(FORMS)} ${i}`;

/** The app's own ticket code format (tickets.repository.ts newTicketCode): 'T-' and 6 of these. */
export const TICKET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function ticketCode(rnd) {
  let code = 'T-';
  for (let i = 0; i < 6; i++) code += TICKET_CODE_ALPHABET[rnd.int(TICKET_CODE_ALPHABET.length)];
  return code;
}

export const GLASS_TYPES = ['Float', 'Toughened', 'Laminated', 'Low-E', 'Double Glazed Unit', 'Triple Glazed Unit', 'Obscure', 'Wired', 'Fire Rated', 'Acoustic'];
export const WARRANTY_REASONS = [
  'Seal failure',
  'Crack',
  'Scratch',
  'Condensation between panes',
  'Chip',
  'Delamination',
  'Wrong size',
  'Coating defect',
  'Spontaneous breakage',
  'Transport damage',
];
export const PANEL_STATUSES = ['Installed', 'In stock', 'Removed', null, null];
export const MARKS = ['Corner chip', 'Scratch 5 cm', 'Edge damage', null, null, null];
