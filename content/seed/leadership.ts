/**
 * First-start content of /leadership
 * (its sections are declared in content/sections/leadership.ts).
 */
import { placeholdersAt, type SeedsOf } from '../section';
import { largePortrait, portrait, type sections } from '../sections/leadership';

const photo = placeholdersAt(portrait);
const largePhoto = placeholdersAt(largePortrait);

export const seed: SeedsOf<typeof sections> = {
  leadership: {
    heading: 'Our leadership team',
    intro:
      'Our leadership team brings together engineers, builders and managers who have spent their careers in the Nigerian electrical industry. They set the standards our people work to, and they stay close to our customers and our factory floor.',
    members: [
      {
        name: 'Adewale Okunnu',
        slug: 'adewale-okunnu',
        position: 'Managing Director',
        image: photo('Adewale Okunnu'),
        largeImage: largePhoto('Adewale Okunnu'),
        bio: '<p>Adewale is an electrical engineer who has led the company since its early years. He began his career designing distribution systems for commercial buildings and later managed power projects for telecoms and industrial clients.</p><p>As Managing Director he sets the direction of the business, builds relationships with customers and partners, and makes sure that every product leaving the factory meets the standard the company is known for. He believes in growing local manufacturing capacity and in training the next generation of Nigerian engineers.</p>',
      },
      {
        name: 'Chidinma Okafor-Eze',
        slug: 'chidinma-okafor-eze',
        position: 'Technical Director',
        image: photo('Chidinma Okafor-Eze'),
        largeImage: largePhoto('Chidinma Okafor-Eze'),
        bio: '<p>Chidinma leads engineering and product development. She has spent her career in switchgear and power distribution design, working on low and medium voltage systems for utilities, oil and gas operators and manufacturers.</p><p>She oversees the design office, the technical work with our licensed partners and the testing of every panel before delivery. Customers know her as the engineer who will sit down with their drawings and find a practical solution.</p>',
      },
      {
        name: 'Musa Danladi',
        slug: 'musa-danladi',
        position: 'Head of Manufacturing',
        image: photo('Musa Danladi'),
        largeImage: largePhoto('Musa Danladi'),
        bio: '<p>Musa runs our factory, from sheet-metal fabrication and powder coating to panel assembly and final inspection. He has worked in metal fabrication and electrical assembly for most of his career and joined the company to build up its own production.</p><p>He is responsible for production planning, quality on the shop floor and the training of our technicians, and he is proud of a workshop where work is done right the first time.</p>',
      },
      {
        name: 'Oluwaseun Bakare',
        slug: 'oluwaseun-bakare',
        position: 'Head of Projects',
        image: photo('Oluwaseun Bakare'),
        largeImage: largePhoto('Oluwaseun Bakare'),
        bio: '<p>Oluwaseun leads our installation, commissioning and maintenance teams. He has managed electrical projects across Nigeria, from telecom site rollouts to substations and factory installations, often in remote and demanding locations.</p><p>He plans each project with the customer, keeps our site teams safe and on schedule, and makes sure every handover comes with complete test reports and documentation. He measures success by systems that keep running long after his team has left site.</p>',
      },
      {
        name: 'Ifeoma Nwankwo',
        slug: 'ifeoma-nwankwo',
        position: 'Finance Director',
        image: photo('Ifeoma Nwankwo'),
        largeImage: largePhoto('Ifeoma Nwankwo'),
        bio: '<p>Ifeoma is a chartered accountant who leads finance, procurement controls and administration. Before joining the company she worked in audit and in finance roles in the manufacturing sector.</p><p>She manages the company\u2019s financial planning, supplier and customer terms and the investments that keep our factory and stock ready for our customers. Her focus is on sound, transparent finances that give customers and partners confidence in us as a long-term supplier.</p>',
      },
      {
        name: 'Ibrahim Lawal',
        slug: 'ibrahim-lawal',
        position: 'Head of Sales',
        image: photo('Ibrahim Lawal'),
        largeImage: largePhoto('Ibrahim Lawal'),
        bio: '<p>Ibrahim leads our sales and customer service team. He trained as an electrical engineer and spent several years in technical sales of power and lighting products before joining the company.</p><p>He works with contractors, developers, operators and consultants to understand what their projects need and to put together the right combination of products and services. He believes good sales work starts with listening, and that the best proof of it is a customer who comes back.</p>',
      },
      {
        name: 'Efosa Omoruyi',
        slug: 'efosa-omoruyi',
        position: 'HSE Manager',
        image: photo('Efosa Omoruyi'),
        largeImage: largePhoto('Efosa Omoruyi'),
        bio: '<p>Efosa is responsible for health, safety and environment across our factory and project sites. He has worked in HSE roles on construction and industrial projects and brings a practical, hands-on approach to safety.</p><p>He maintains our safety management system, runs training and toolbox talks, and reviews the risks of every site before work begins. His goal is simple: everyone who works with us goes home safe at the end of the day.</p>',
      },
    ],
  },
};
