/** Names of lucide-react icons used for pillars and subcategories. */
export type IconName =
  | 'Cpu'
  | 'Smartphone'
  | 'Laptop'
  | 'Plug'
  | 'Watch'
  | 'Gamepad2'
  | 'Headphones'
  | 'Activity'
  | 'Dumbbell'
  | 'HeartPulse'
  | 'Bath'
  | 'Apple'
  | 'Mountain'
  | 'House'
  | 'Microwave'
  | 'CookingPot'
  | 'WashingMachine'
  | 'Sofa'
  | 'Trees'
  | 'ShoppingBag'
  | 'Shirt'
  | 'Footprints'
  | 'Sparkles'
  | 'Leaf'
  | 'Snowflake'
  | 'Shapes'
  | 'Puzzle'
  | 'Palette'
  | 'Users'
  | 'PawPrint'
  | 'Trophy'
  | 'Gift'
  | 'TreePine'
  | 'Cake'
  | 'Wine'
  | 'Heart'
  | 'Flower2'
  | 'Church'
  | 'GraduationCap'
  | 'KeyRound'
  | 'Crown'
  | 'Camera'
  | 'Gem'
  | 'PenTool'
  | 'Ticket'

/** A gift-guide subcategory (spec section 3). */
export interface Subcategory {
  name: string
  slug: string
  description: string
  icon: IconName
  image: string
  metaTitle: string
  metaDescription: string
}

/** A gift-guide pillar (top-level category). */
export interface Pillar {
  name: string
  slug: string
  description: string
  metaTitle: string
  metaDescription: string
  icon: IconName
  image: string
  subcategories: readonly Subcategory[]
}

export const PILLARS: readonly Pillar[] = [
  {
    name: 'Tech & Gadgets',
    slug: 'tech-gadgets',
    description:
      'From the latest phones to clever smart-home kit, find tech gifts that genuinely get used. Ideal for gadget lovers, early adopters and anyone who likes their life a little more connected.',
    metaTitle: 'Tech & Gadget Gift Ideas',
    metaDescription:
      'Discover the best tech and gadget gifts in the UK: phones, laptops, smart-home kit, wearables, gaming and audio, hand-picked for every budget.',
    icon: 'Cpu',
    image: '/images/pillars/tech-gadgets.svg',
    subcategories: [
      {
        name: 'Smartphones & Tablets',
        slug: 'smartphones-tablets',
        description:
          'Phones, tablets and e-readers for staying in touch, streaming and reading on the go. Plus the cases, chargers and accessories that make them even better.',
        icon: 'Smartphone',
        image: '/images/subcategories/smartphones-tablets.svg',
        metaTitle: 'Smartphone & Tablet Gift Ideas',
        metaDescription:
          'Find the perfect smartphone, tablet or e-reader gift, plus handy accessories like power banks and chargers. Expert picks at the best UK prices.',
      },
      {
        name: 'Laptops & Computers',
        slug: 'laptops-computers',
        description:
          'Laptops, monitors, keyboards and desk upgrades for students, home workers and creators. Practical gifts that make every working day that bit easier.',
        icon: 'Laptop',
        image: '/images/subcategories/laptops-computers.svg',
        metaTitle: 'Laptop & Computer Gift Ideas',
        metaDescription:
          'Shop laptop and computer gift ideas for students, home workers and creatives, from lightweight laptops to keyboards, mice and monitors.',
      },
      {
        name: 'Smart Home',
        slug: 'smart-home',
        description:
          'Smart speakers, bulbs, plugs and video doorbells that make any home safer and more convenient. Easy to set up and a joy to use every day.',
        icon: 'Plug',
        image: '/images/subcategories/smart-home.svg',
        metaTitle: 'Smart Home Gift Ideas',
        metaDescription:
          'Make any home smarter with gifts like smart speakers, bulbs, plugs, video doorbells and security cameras. Simple to set up and loved by all.',
      },
      {
        name: 'Wearables',
        slug: 'wearables',
        description:
          'Smartwatches and fitness trackers that keep tabs on steps, sleep and notifications. A thoughtful gift for busy people and health-conscious friends alike.',
        icon: 'Watch',
        image: '/images/subcategories/wearables.svg',
        metaTitle: 'Smartwatch & Wearable Gift Ideas',
        metaDescription:
          'Explore smartwatch and fitness tracker gifts that track health, sleep and workouts. Compare top wearables from leading brands at UK prices.',
      },
      {
        name: 'Gaming',
        slug: 'gaming',
        description:
          'Consoles, controllers, VR headsets and must-play games for casual players and dedicated gamers. Level up their downtime with something they will love.',
        icon: 'Gamepad2',
        image: '/images/subcategories/gaming.svg',
        metaTitle: 'Gaming Gift Ideas',
        metaDescription:
          'Level up your gifting with consoles, controllers, VR headsets and the latest games. Gaming gift ideas for every age, platform and budget.',
      },
      {
        name: 'Audio',
        slug: 'audio',
        description:
          'Headphones, earbuds, speakers and turntables for music lovers, commuters and podcast fans. Great sound makes a gift they will enjoy every single day.',
        icon: 'Headphones',
        image: '/images/subcategories/audio.svg',
        metaTitle: 'Headphone & Audio Gift Ideas',
        metaDescription:
          'Find audio gifts for music lovers: noise-cancelling headphones, wireless earbuds, Bluetooth speakers and turntables, compared at UK prices.',
      },
    ],
  },
  {
    name: 'Fitness & Health',
    slug: 'fitness-health',
    description:
      'Gifts that help them move more, recover better and feel great. Whether they are a gym regular, a weekend runner or just getting started, there is something here.',
    metaTitle: 'Fitness & Health Gift Ideas',
    metaDescription:
      'Discover fitness and health gifts for every level: home gym kit, fitness tech, recovery tools, nutrition and outdoor gear, chosen for UK buyers.',
    icon: 'Activity',
    image: '/images/pillars/fitness-health.svg',
    subcategories: [
      {
        name: 'Home Gym',
        slug: 'home-gym',
        description:
          'Dumbbells, kettlebells, yoga mats and resistance bands for working out without the membership fee. Compact kit that fits even the smallest flat.',
        icon: 'Dumbbell',
        image: '/images/subcategories/home-gym.svg',
        metaTitle: 'Home Gym Gift Ideas',
        metaDescription:
          'Build a home gym with gift ideas like adjustable dumbbells, kettlebells, yoga mats, resistance bands and exercise bikes. Picks for every space.',
      },
      {
        name: 'Fitness Tech',
        slug: 'fitness-tech',
        description:
          'GPS watches, heart-rate monitors and smart trackers that turn every workout into progress. Perfect for anyone who loves data as much as exercise.',
        icon: 'HeartPulse',
        image: '/images/subcategories/fitness-tech.svg',
        metaTitle: 'Fitness Tech Gift Ideas',
        metaDescription:
          'Shop fitness tech gifts including GPS running watches, heart-rate monitors and activity trackers. Help them train smarter and hit new goals.',
      },
      {
        name: 'Recovery & Wellness',
        slug: 'recovery-wellness',
        description:
          'Massage guns, foam rollers, diffusers and relaxation treats that help tired muscles and busy minds unwind. A kind gift for anyone who needs a rest.',
        icon: 'Bath',
        image: '/images/subcategories/recovery-wellness.svg',
        metaTitle: 'Recovery & Wellness Gift Ideas',
        metaDescription:
          'Help them relax and recover with wellness gifts like massage guns, foam rollers, aromatherapy diffusers and self-care sets, all available in the UK.',
      },
      {
        name: 'Nutrition & Supplements',
        slug: 'nutrition-supplements',
        description:
          'Protein, smart bottles, blenders and healthy-eating kit for people who take their fuel seriously. Useful gifts that support their training goals.',
        icon: 'Apple',
        image: '/images/subcategories/nutrition-supplements.svg',
        metaTitle: 'Nutrition & Supplement Gift Ideas',
        metaDescription:
          'Find nutrition gifts for fitness fans: protein powders, shaker and water bottles, personal blenders and healthy cookbooks, at great UK prices.',
      },
      {
        name: 'Outdoor Fitness',
        slug: 'outdoor-fitness',
        description:
          'Running shoes, hiking packs, bikes and camping gear for those who would rather train in the fresh air. Built for British weather, rain or shine.',
        icon: 'Mountain',
        image: '/images/subcategories/outdoor-fitness.svg',
        metaTitle: 'Outdoor Fitness Gift Ideas',
        metaDescription:
          'Gift ideas for runners, cyclists and hikers: running shoes, rucksacks, bikes, tents and outdoor kit built to handle the British weather.',
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    slug: 'home-kitchen',
    description:
      'Clever appliances, beautiful cookware and cosy comforts that make a house feel like home. Gifts for keen cooks, proud gardeners and homebodies everywhere.',
    metaTitle: 'Home & Kitchen Gift Ideas',
    metaDescription:
      'Explore home and kitchen gifts: smart appliances, cookware, cleaning gadgets, cosy home comforts and garden kit, hand-picked for UK homes.',
    icon: 'House',
    image: '/images/pillars/home-kitchen.svg',
    subcategories: [
      {
        name: 'Smart Appliances',
        slug: 'smart-appliances',
        description:
          'Air fryers, bean-to-cup coffee machines and connected kettles that save time and effort. Modern kitchen helpers they will wonder how they lived without.',
        icon: 'Microwave',
        image: '/images/subcategories/smart-appliances.svg',
        metaTitle: 'Smart Kitchen Appliance Gift Ideas',
        metaDescription:
          'Upgrade their kitchen with smart appliance gifts: air fryers, coffee machines, smart kettles and more. Compare top models at the best UK prices.',
      },
      {
        name: 'Cooking & Baking',
        slug: 'cooking-baking',
        description:
          'Stand mixers, cookware, knife sets and cookbooks for everyone from beginner bakers to confident home chefs. Gifts that get them cooking.',
        icon: 'CookingPot',
        image: '/images/subcategories/cooking-baking.svg',
        metaTitle: 'Cooking & Baking Gift Ideas',
        metaDescription:
          'Find cooking and baking gifts for keen cooks: stand mixers, quality cookware, knife sets, baking kits and inspiring cookbooks for UK kitchens.',
      },
      {
        name: 'Cleaning & Laundry',
        slug: 'cleaning-laundry',
        description:
          'Cordless vacuums, robot cleaners and steam irons that make chores quicker and easier. Surprisingly welcome gifts for new homes and busy households.',
        icon: 'WashingMachine',
        image: '/images/subcategories/cleaning-laundry.svg',
        metaTitle: 'Cleaning & Laundry Gift Ideas',
        metaDescription:
          'Make chores easier with cleaning and laundry gifts such as cordless vacuums, robot vacuums and steam irons. Practical presents for busy homes.',
      },
      {
        name: 'Home Comfort',
        slug: 'home-comfort',
        description:
          'Soft throws, scented candles, cushions and lamps for creating a cosy corner on long winter evenings. Little luxuries that make home feel special.',
        icon: 'Sofa',
        image: '/images/subcategories/home-comfort.svg',
        metaTitle: 'Cosy Home Comfort Gift Ideas',
        metaDescription:
          'Create a cosy home with comfort gifts like soft blankets, scented candles, cushions, diffusers and lamps. Ideal presents for chilly UK evenings.',
      },
      {
        name: 'Garden & Outdoor',
        slug: 'garden-outdoor',
        description:
          'Garden tools, barbecues, outdoor lights and bird feeders for green-fingered friends. Gifts that make the most of every British summer evening.',
        icon: 'Trees',
        image: '/images/subcategories/garden-outdoor.svg',
        metaTitle: 'Garden & Outdoor Gift Ideas',
        metaDescription:
          'Discover garden and outdoor gifts: quality tools, barbecues, solar lights, bird feeders and plants for green-fingered friends across the UK.',
      },
    ],
  },
  {
    name: 'Fashion & Beauty',
    slug: 'fashion-beauty',
    description:
      'Stylish clothing, smart accessories and pampering beauty treats for every taste. Find something they will wear, use and love long after the wrapping comes off.',
    metaTitle: 'Fashion & Beauty Gift Ideas',
    metaDescription:
      'Shop fashion and beauty gift ideas: clothing, shoes, accessories, skincare, fragrance, grooming and sustainable style, all for UK shoppers.',
    icon: 'ShoppingBag',
    image: '/images/pillars/fashion-beauty.svg',
    subcategories: [
      {
        name: 'Clothing',
        slug: 'clothing',
        description:
          'Knitwear, jackets, loungewear and wardrobe staples that feel as good as they look. Easy-to-wear gifts with gift receipts in mind.',
        icon: 'Shirt',
        image: '/images/subcategories/clothing.svg',
        metaTitle: 'Clothing Gift Ideas',
        metaDescription:
          'Find clothing gifts they will actually wear: cosy jumpers, stylish jackets, pyjamas and everyday essentials from popular UK and global brands.',
      },
      {
        name: 'Footwear & Accessories',
        slug: 'footwear-accessories',
        description:
          'Trainers, boots, bags, wallets, watches and sunglasses to finish any outfit. Stylish accessories are an easy win when you are unsure of sizes.',
        icon: 'Footprints',
        image: '/images/subcategories/footwear-accessories.svg',
        metaTitle: 'Footwear & Accessory Gift Ideas',
        metaDescription:
          'Shop footwear and accessory gifts: trainers, boots, handbags, wallets, watches, jewellery and sunglasses to suit every style and budget.',
      },
      {
        name: 'Beauty & Grooming',
        slug: 'beauty-grooming',
        description:
          'Fragrance, skincare, make-up and grooming kits that feel like a proper treat. Pampering presents for every routine and every skin type.',
        icon: 'Sparkles',
        image: '/images/subcategories/beauty-grooming.svg',
        metaTitle: 'Beauty & Grooming Gift Ideas',
        metaDescription:
          'Discover beauty and grooming gifts: luxury fragrance, skincare sets, make-up, hair tools and shaving kits. Pampering treats for him and her.',
      },
      {
        name: 'Sustainable Fashion',
        slug: 'sustainable-fashion',
        description:
          'Organic cotton, recycled materials and responsibly made brands for the eco-conscious dresser. Gifts that look good and do good too.',
        icon: 'Leaf',
        image: '/images/subcategories/sustainable-fashion.svg',
        metaTitle: 'Sustainable Fashion Gift Ideas',
        metaDescription:
          'Find sustainable fashion gifts made from organic and recycled materials by responsible brands. Eco-friendly style for conscious UK shoppers.',
      },
      {
        name: 'Seasonal Styles',
        slug: 'seasonal-styles',
        description:
          'Scarves, gloves, hats and sunglasses to see them through every British season. Timely gifts for winter chills and summer sunshine alike.',
        icon: 'Snowflake',
        image: '/images/subcategories/seasonal-styles.svg',
        metaTitle: 'Seasonal Style Gift Ideas',
        metaDescription:
          'Seasonal style gifts for every time of year: warm scarves, gloves and hats for winter, plus sunglasses and summer essentials for sunnier days.',
      },
    ],
  },
  {
    name: 'Kids, Family & Hobbies',
    slug: 'kids-family-hobbies',
    description:
      'Toys, games and creative kits for little ones, plus hobby gifts for grown-ups and treats for the family pet. Fun, imaginative ideas for all ages.',
    metaTitle: 'Kids, Family & Hobby Gift Ideas',
    metaDescription:
      'Find gifts for kids, families and hobbyists: toys, board games, craft kits, family activities, pet treats and collectibles for every age and interest.',
    icon: 'Shapes',
    image: '/images/pillars/kids-family-hobbies.svg',
    subcategories: [
      {
        name: 'Toys & Games',
        slug: 'toys-games',
        description:
          'Building sets, puzzles, plush toys and games that spark imagination and hours of play. Age-appropriate picks from toddlers to teens.',
        icon: 'Puzzle',
        image: '/images/subcategories/toys-games.svg',
        metaTitle: 'Toy & Game Gift Ideas for Kids',
        metaDescription:
          'Discover toy and game gifts for kids of all ages: building blocks, puzzles, dolls, toy cars and board games that spark imagination and play.',
      },
      {
        name: 'Creative Hobbies',
        slug: 'creative-hobbies',
        description:
          'Art sets, craft kits, model kits and musical instruments for budding artists and makers. Gifts that help them learn something new.',
        icon: 'Palette',
        image: '/images/subcategories/creative-hobbies.svg',
        metaTitle: 'Creative Hobby Gift Ideas',
        metaDescription:
          'Inspire creativity with hobby gifts: art sets, craft kits, model kits and musical instruments for beginners and experienced makers alike.',
      },
      {
        name: 'Family Fun',
        slug: 'family-fun',
        description:
          'Board games, outdoor games and shared activities that bring everyone together. Perfect for rainy weekends and festive get-togethers.',
        icon: 'Users',
        image: '/images/subcategories/family-fun.svg',
        metaTitle: 'Family Fun Gift Ideas',
        metaDescription:
          'Bring everyone together with family gift ideas: board games, jigsaw puzzles, garden games and activity sets for fun-filled days at home.',
      },
      {
        name: 'Pets',
        slug: 'pets',
        description:
          'Cosy beds, clever toys and tasty treats for dogs, cats and the people who adore them. Because the four-legged family members deserve a gift too.',
        icon: 'PawPrint',
        image: '/images/subcategories/pets.svg',
        metaTitle: 'Gift Ideas for Pets & Pet Lovers',
        metaDescription:
          'Spoil the four-legged family members with pet gifts: cosy beds, durable toys and treats for dogs and cats, plus presents for proud pet owners.',
      },
      {
        name: 'Collectibles',
        slug: 'collectibles',
        description:
          'Figures, trading cards, model kits and limited editions for dedicated collectors. Find the piece that completes their collection.',
        icon: 'Trophy',
        image: '/images/subcategories/collectibles.svg',
        metaTitle: 'Collectible Gift Ideas',
        metaDescription:
          'Find collectible gifts for fans and collectors: figures, trading cards, model kits and limited-edition pieces from their favourite franchises.',
      },
    ],
  },
  {
    name: 'Occasions',
    slug: 'occasions',
    description:
      'Gift ideas for every date in the calendar, from Christmas and birthdays to weddings and housewarmings. Never be stuck for the right present again.',
    metaTitle: 'Gift Ideas for Every Occasion',
    metaDescription:
      "Find the perfect present for every occasion: Christmas, birthdays, anniversaries, Valentine's Day, weddings, graduations and housewarmings.",
    icon: 'Gift',
    image: '/images/pillars/occasions.svg',
    subcategories: [
      {
        name: 'Christmas',
        slug: 'christmas',
        description:
          'Stocking fillers, festive hampers and show-stopping presents for everyone on your list. Get your Christmas shopping sorted early this year.',
        icon: 'TreePine',
        image: '/images/subcategories/christmas.svg',
        metaTitle: 'Christmas Gift Ideas',
        metaDescription:
          'Get Christmas sorted with gift ideas for everyone on your list: stocking fillers, festive hampers, decorations and show-stopping presents.',
      },
      {
        name: 'Birthdays',
        slug: 'birthdays',
        description:
          'Birthday presents for every age and personality, from milestone celebrations to last-minute surprises. Make their day one to remember.',
        icon: 'Cake',
        image: '/images/subcategories/birthdays.svg',
        metaTitle: 'Birthday Gift Ideas',
        metaDescription:
          'Find birthday gift ideas for every age and interest, from milestone 18th, 30th and 50th presents to thoughtful last-minute surprises.',
      },
      {
        name: 'Anniversaries',
        slug: 'anniversaries',
        description:
          'Romantic keepsakes, experiences and traditional anniversary gifts to celebrate your years together. Thoughtful ideas from paper to diamond.',
        icon: 'Wine',
        image: '/images/subcategories/anniversaries.svg',
        metaTitle: 'Anniversary Gift Ideas',
        metaDescription:
          'Celebrate your years together with anniversary gift ideas: romantic keepsakes, experiences and traditional gifts by year, from paper to gold.',
      },
      {
        name: "Valentine's Day",
        slug: 'valentines',
        description:
          'Flowers, chocolates, jewellery and romantic experiences to show someone how much they mean to you. Gifts for new flames and long-time loves.',
        icon: 'Heart',
        image: '/images/subcategories/valentines.svg',
        metaTitle: "Valentine's Day Gift Ideas",
        metaDescription:
          "Show them you care with Valentine's Day gift ideas: flowers, chocolates, jewellery, perfume and romantic experiences for him and for her.",
      },
      {
        name: "Mother's & Father's Day",
        slug: 'parents-day',
        description:
          'Heartfelt thank-yous for Mum and Dad, from pampering sets to gadgets and personalised keepsakes. Gifts that show how much they are appreciated.',
        icon: 'Flower2',
        image: '/images/subcategories/parents-day.svg',
        metaTitle: "Mother's Day & Father's Day Gift Ideas",
        metaDescription:
          "Say thank you to Mum and Dad with Mother's Day and Father's Day gift ideas: pampering sets, gadgets, hampers and personalised keepsakes.",
      },
      {
        name: 'Weddings',
        slug: 'weddings',
        description:
          'Wedding presents, keepsakes and gifts for the happy couple, beyond the registry list. Celebrate their big day with something they will treasure.',
        icon: 'Church',
        image: '/images/subcategories/weddings.svg',
        metaTitle: 'Wedding Gift Ideas',
        metaDescription:
          'Find wedding gift ideas for the happy couple: personalised keepsakes, champagne, homeware and experiences they will treasure for years to come.',
      },
      {
        name: 'Graduation',
        slug: 'graduation',
        description:
          'Congratulate the graduate with practical tech, smart accessories and keepsakes for the next chapter. Gifts to mark a hard-earned achievement.',
        icon: 'GraduationCap',
        image: '/images/subcategories/graduation.svg',
        metaTitle: 'Graduation Gift Ideas',
        metaDescription:
          'Celebrate their achievement with graduation gift ideas: laptops, smart accessories, quality pens, watches and keepsakes for the next chapter.',
      },
      {
        name: 'Housewarming',
        slug: 'housewarming',
        description:
          'Plants, candles, hampers and handy kitchen kit to welcome friends into their new home. Thoughtful gifts for first homes and fresh starts.',
        icon: 'KeyRound',
        image: '/images/subcategories/housewarming.svg',
        metaTitle: 'Housewarming Gift Ideas',
        metaDescription:
          'Welcome them to their new home with housewarming gift ideas: houseplants, candles, hampers, kitchen essentials and personalised prints.',
      },
    ],
  },
  {
    name: 'Luxury & Unique',
    slug: 'luxury-unique',
    description:
      'Premium tech, rare finds, personalised pieces and unforgettable experiences for when only something special will do. Gifts with the wow factor.',
    metaTitle: 'Luxury & Unique Gift Ideas',
    metaDescription:
      'Discover luxury and unique gifts: premium tech, rare collectibles, personalised keepsakes and unforgettable experiences for someone special.',
    icon: 'Crown',
    image: '/images/pillars/luxury-unique.svg',
    subcategories: [
      {
        name: 'Premium Tech',
        slug: 'premium-tech',
        description:
          'Flagship cameras, high-end audio and top-tier gadgets for those who appreciate the very best. Investment pieces built to impress and to last.',
        icon: 'Camera',
        image: '/images/subcategories/premium-tech.svg',
        metaTitle: 'Premium Tech Gift Ideas',
        metaDescription:
          'Shop premium tech gifts for those who want the best: flagship cameras, high-end headphones, drones and top-tier gadgets from leading brands.',
      },
      {
        name: 'Rare Collectibles',
        slug: 'rare-collectibles',
        description:
          'Fine whisky, limited editions and heirloom-quality pieces for the discerning collector. Special gifts that may well grow in value over time.',
        icon: 'Gem',
        image: '/images/subcategories/rare-collectibles.svg',
        metaTitle: 'Rare Collectible Gift Ideas',
        metaDescription:
          'Find rare and collectible gifts for connoisseurs: fine whisky, limited-edition pieces, luxury pens and heirloom-quality keepsakes to treasure.',
      },
      {
        name: 'Personalised',
        slug: 'personalised',
        description:
          'Engraved, embroidered and custom-printed gifts made just for them. A personal touch that turns a lovely present into a lasting keepsake.',
        icon: 'PenTool',
        image: '/images/subcategories/personalised.svg',
        metaTitle: 'Personalised Gift Ideas',
        metaDescription:
          'Make it personal with engraved, embroidered and custom-printed gifts: photo frames, prints, jewellery, leather goods and keepsake boxes.',
      },
      {
        name: 'Experiences',
        slug: 'experiences',
        description:
          'Spa days, tasting sessions, driving experiences and weekend escapes across the UK. Give memories instead of more things to keep.',
        icon: 'Ticket',
        image: '/images/subcategories/experiences.svg',
        metaTitle: 'Experience Gift Ideas',
        metaDescription:
          'Give unforgettable memories with experience gifts: spa days, afternoon tea, driving experiences, tasting sessions and UK weekend breaks.',
      },
    ],
  },
] as const satisfies readonly Pillar[]
