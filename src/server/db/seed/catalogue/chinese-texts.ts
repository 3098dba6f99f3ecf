import type { DemoText } from "./types.ts";

/**
 * The demo designs written in Chinese, by their English title: thirty of the sixty-five. Those
 * marked `only` were written in Chinese alone (the English texts in designs-*.ts are left out of
 * the catalogue), so the demo shows all three cases: English only, Chinese only and both.
 */
export const CHINESE_TEXTS: Readonly<Record<string, DemoText & { only?: true }>> = {
  "Harbour-view living room in Tai Koo Shing": {
    title: "太古城海景客飯廳",
    description:
      "將八十年代的舊間隔打通，變成面向維港的開放式客飯廳。矮身橡木櫃保留完整窗景，一整幅落地儲物牆收起一家四口的雜物。防潮油漆加上天花抽濕位，夏天也保持清爽。",
  },
  "Mid-Levels three-bedroom with a floating study": {
    title: "半山三房連玻璃書房",
    description:
      "干德道1,150呎單位，以一間玻璃書房串連客廳與睡房，彷彿懸浮其中。白橡木、淺色水磨石配無拉手櫃門，全屋簡約寧靜。每間睡房都加了落地衣櫃，窗戶一扇不少。",
  },
  "Open-plan kitchen refresh in a Sai Ying Pun walk-up": {
    title: "西營盤唐樓開放式廚房",
    description:
      "四樓唐樓的舊式窄長廚房打通至飯廳，加入纖薄石英石半島枱。啞白廚櫃直頂天花，多了大量儲物空間；新抽氣喉經天井排出，煮食油煙不再積聚。",
  },
  "Compact studio in Wan Chai for a young couple": {
    title: "灣仔年輕夫婦開放式單位",
    description:
      "310呎開放式單位，要兼顧睡房、辦公室和招呼朋友。地台床下藏深抽屜，摺枱收入樺木夾板儲物牆；浴室鋪上鏡面，細小空間都顯得寬敞。",
  },
  "Happy Valley family flat overlooking the racecourse": {
    title: "跑馬地馬場景三房",
    description:
      "以馬場及山景為中心規劃的三房單位。胡桃木櫃、飯廳長卡位和小書枱讓一家人各有空間，隔音玻璃擋住賽馬夜和車聲。",
  },
  "Kennedy Town one-bedroom with a hidden home office": {
    title: "堅尼地城一房連隱藏辦公位",
    description:
      "480呎單位在家工作，書枱要晚上能收起。我們把辦公位藏進高身橡木櫃，櫃門可完全摺開，內有走線位和枱燈。睡房床頭牆嵌入閱讀燈和層架。",
  },
  "Compact 420 sq ft flat in Sham Shui Po": {
    title: "深水埗420呎工業風單位",
    description:
      "長沙灣道旁七十年代大廈，年輕平面設計師的第一個家。拆走假天花，保留混凝土橫樑，黑鋼層架兼作間隔。一字型廚房配兩頭電磁爐，慳位實用。",
  },
  "Converted Kwun Tong loft with exposed ceilings": {
    title: "觀塘工廈改建Loft",
    description:
      "前製衣工場改建成1,400呎住家兼工作室。保留原有混凝土柱和外露風喉，配上回收柚木地板和玻璃盒睡房。工業風吊扇加上新窗封條，應付香港的悶熱潮濕。",
  },
  "Mong Kok tong lau walk-up with steel-framed storage": {
    title: "旺角唐樓鋼架閣樓儲物",
    description:
      "三樓唐樓單位樓底高，卻差不多沒有儲物位。我們在入口上方加建鋼架閣樓衣櫃，全屋重新佈線至現行標準。修復的舊紙皮石地磚，配上新的批盪水泥牆。",
    only: true,
  },
  "Smart-lit one-bedroom in Tsuen Wan West": {
    title: "荃灣西智能燈光一房",
    description:
      "450呎新樓單位，裝上情景燈光、電動窗簾和手機控制冷氣。灰橡木皮配啞黑五金，簡潔利落。廚房加了纖薄吊櫃，窄走廊也不顯擠迫。",
  },
  "Specialty café on Tai Nan Street": {
    title: "大南街精品咖啡店",
    description:
      "深水埗一間窄長地舖，改成二十個座位的精品咖啡店。咖啡吧枱包上黑鋼板，長枱上掛着回收工廠燈。淺色水磨石地面經得起人來人往。",
    only: true,
  },
  "Village house in Sai Kung": {
    title: "西貢村屋",
    description:
      "大網仔附近的三層村屋，為一家人和兩隻狗重新設計室內。檜木香的雪松、淺色白蠟木和石灰批盪貫穿每層，深屋簷為露台遮陰。對流通風加上磚地，不靠冷氣也清涼。",
  },
  "Tatami guest room in a Sha Tin flat": {
    title: "沙田單位榻榻米客房",
    description:
      "把雜物房改成榻榻米客房，平日也是安靜的閱讀角。地台下收納被鋪，和紙趟門柔化窗外光線。選用透氣藺草蓆，應付香港春天的回南天。",
  },
  "Three-person public housing flat in Wong Tai Sin": {
    title: "黃大仙公屋三人單位",
    description:
      "430呎公屋單位，重新規劃給媽媽、讀中學的兒子和婆婆同住。碌架床連書枱騰出地方，淺色樺木傢俬令細房間明亮起來。廚房加了頂天層架和摺枱。",
    only: true,
  },
  "Ma On Shan flat with sliding shoji partitions": {
    title: "馬鞍山和風趟門單位",
    description:
      "半透光的障子趟門，讓650呎單位日間是一個開揚大廳，晚上分成睡房和書房。矮身傢俬令每個角落都望到吐露港海景，地台下的暗格足夠一年的儲物。",
  },
  "Scandinavian nursery in Fo Tan": {
    title: "火炭北歐風嬰兒房",
    description:
      "為初生寶寶準備的小睡房：淡鼠尾草綠牆身、實木櫸木嬰兒床，以及孩子長大後也夠得着的矮開放層架。遮光簾和靜音抽濕機幫助午睡，所有油漆和物料都是低揮發、對小朋友安全。",
  },
  "Clearwater Bay house with a tea room": {
    title: "清水灣茶室別墅",
    description:
      "山邊獨立屋的核心是一間小茶室，設有床之間，可遠眺海灣。深色木材、紙燈籠和格子門呼應傳統日式與中式大宅。地台下通風和密封木材為房子防潮。",
  },
  "Tai Wai flat with a light-oak kitchen": {
    title: "大圍淺橡木廚房",
    description:
      "狹窄的U形廚房打通至飯廳，加入淺橡木早餐吧。開放層架放日常碗碟，高身櫃收起電飯煲和電器。白色六角磚配麻質捲簾，廚房光猛通透。",
  },
  "Restored tong lau shophouse in Sheung Wan": {
    title: "上環太平山街唐樓活化",
    description:
      "太平山街戰前唐樓，活化成樓下小畫廊、樓上住家。我們修復原有木樓梯和花階磚，再在後面加建鋼和玻璃的延伸部分。通花屏風和酸枝傢俬，與現代廚房浴室相映成趣。",
    only: true,
  },
  "Kowloon City flat with lattice screens and rosewood": {
    title: "九龍城酸枝通花屏風單位",
    description:
      "舊機場附近700呎單位，為繼承了一套酸枝椅的夫婦重新設計。雕花通花屏風分隔客飯廳，又讓光線透進來。樟木內襯的嵌入式衣櫃防蟲防潮。",
    only: true,
  },
  "Heritage-style dining room in Pok Fu Lam": {
    title: "薄扶林懷舊中式飯廳",
    description:
      "宴客用的正式飯廳：可坐十二人的酸枝圓枱配銅製轉盤，綠色琉璃磚和仿舊茶樓燈籠吊燈。隱藏的備餐間把大宴的凌亂收在視線以外。",
  },
  "Jordan flat with a family ancestral altar": {
    title: "佐敦兩房連祖先神位",
    description:
      "520呎客廳要為家中神位留一個莊重的位置，又不能喧賓奪主。我們把神位嵌入酸枝凹櫃，配柔和燈光和上香用的抽風。其餘空間明亮簡潔，容易打理。",
    only: true,
  },
  "Tea house and private dining room in Central": {
    title: "中環茶館及私房菜廳",
    description:
      "雲咸街二樓茶館，四間私人廳房藏在通花趟門後。手繪牆紙、明式椅和青磚重現老廣州的韻味。客人希望預算保密，我們按協定規格施工。",
  },
  "Yau Ma Tei heritage flat above a herbal shop": {
    title: "油麻地中藥舖樓上舊樓",
    description:
      "上海街家族中藥舖樓上的單位，翻新給第三代搬入。保留木製百子櫃和紙皮石地磚，加入新燈光和儲物。吊扇和百葉窗令房間通爽。",
    only: true,
  },
  "Tung Chung flat for a growing family": {
    title: "東涌三房親子單位",
    description:
      "港鐵站附近680呎三房，為父母、學行中的小朋友和即將出世的寶寶而設。淺橡木地板、圓角櫃和可抹洗油漆，對小朋友友善。門口長凳收起鞋、滑板車和BB車。",
  },
  "Kwai Chung public housing flat made brighter": {
    title: "葵涌公屋光猛改造",
    description:
      "九十年代十字型公屋單位原本陰暗，為一家三口重新改造。拆走笨重吊櫃，髹上暖白色，加入反光的橡木皮儲物櫃。細小睡房加建高架床，下面是書枱。",
    only: true,
  },
  "Sheung Shui starter home on a tight budget": {
    title: "上水小預算首置單位",
    description:
      "年輕護士的第一個家，六星期內以有限預算完成翻新。保留原有廚房和浴室，全屋重新油漆，平價組合櫃配上橡木枱面。麻質窗簾和幾盞好燈，效果最明顯。",
    only: true,
  },
  "Tin Shui Wai HOS flat with an elderly-friendly bathroom": {
    title: "天水圍居屋長者友善浴室",
    description:
      "居屋單位為搬來與兒子一家同住的年長媽媽而改裝。浴室無門檻淋浴、摺椅和跌倒感應器，會通知家人手機。夜燈從睡房一路照到浴室。",
    only: true,
  },
  "LOHAS Park two-bedroom with app-controlled lighting": {
    title: "日出康城兩房手機控制燈光",
    description:
      "將軍澳新樓單位，趕在年輕夫婦入伙前完成。可調色溫燈光由工作用的冷白光轉到晚上的暖黃光，全部用手機控制。鏡面門嵌入式衣櫃令細小的第二睡房更寬敞。",
  },
  "Shau Kei Wan flat with a wall of modular storage": {
    title: "筲箕灣組合儲物牆單位",
    description:
      "三口之家住500呎，最需要的是儲物。頂天立地的組合牆放書、玩具、電視和抽拉式書枱，每個櫃內都有智能燈光。其餘空間保持清爽，柔和灰色配一張搶眼地氈。",
  },
};
