import type { KnowledgeBase } from './types.ts'

export const ZH: KnowledgeBase = {
  topics: {
    filmTypes: {
      title: '窗膜种类',
      keywords:
        '种类 类型 哪些 哪种 窗膜 贴膜 选择 区别 分类 产品 卖什么 提供 卖 哪些 种类 什么膜 哪种 几类 分类 区别 适合 各自',
      answer:
        '我们有三类窗膜。安全膜（Shield Clear 4、8、14，Shield Solar Guard 15，Ballistic Barrier 21）能把破碎的玻璃粘在一起。隔热防晒膜（Ceramic 20、40、70 Clear View，Dual Reflective 15、35）阻隔热量和眩光。装饰膜（Frost White、Dusted Crystal、Gradient Fade、Reeded Linear、Blackout Opaque）提供隐私和美观。所有窗膜都能阻挡 99% 的紫外线。',
      suggestions: ['介绍一下安全膜', '介绍一下隔热膜', '窗膜多少钱？'],
      links: [
        { label: '安全膜', to: '/security-safety-film' },
        { label: '隔热防晒膜', to: '/solar-control-films' },
        { label: '装饰膜', to: '/decorative-privacy-films' },
      ],
    },
    security: {
      title: '安全防护膜',
      keywords:
        '安全膜 安全 防护 防盗 入室 盗窃 防爆 玻璃破碎 碎片 风暴 飓风 冲击 爆炸 防弹 厚 锚固 砸 砸碎 小偷 破窗 入室盗窃 撬 碎玻璃',
      answer:
        '安全膜能把破碎的玻璃粘在一起：入室盗窃需要更长时间，风暴或撞击时飞溅的玻璃也少得多。透明款有 Shield Clear 4、8、14 mil，Shield Solar Guard 15 还能隔热，Ballistic Barrier 21 最厚。配合把膜固定在窗框上的锚固系统效果最好。它不是经认证的防飓风产品。厚膜应由认证团队安装。',
      suggestions: ['安全膜多少钱？', '可以自己安装吗？', '保修包括什么？'],
      links: [{ label: '安全膜', to: '/security-safety-film' }],
    },
    solar: {
      title: '隔热防晒膜',
      keywords: '隔热膜 防晒膜 太阳膜 陶瓷 反光 镜面 阳光 节能 省电 降温 空调 电费 红外线 深色',
      answer:
        '隔热防晒膜在阳光进入房间之前阻隔大部分太阳能量。陶瓷膜（Ceramic 20、40、70 Clear View）吸收红外热量，外观自然；Dual Reflective 15 和 35 把热量反射到室外，最多阻隔 77% 的太阳能。可见光透过率高，玻璃几乎透明；透过率低，隐私性和隔热防眩光效果更强。',
      suggestions: ['隔热膜多少钱？', '窗膜能隔热吗？'],
      links: [{ label: '隔热防晒膜', to: '/solar-control-films' }],
    },
    decorative: {
      title: '装饰膜',
      keywords: '装饰膜 装饰 磨砂 蒙砂 图案 渐变 条纹 不透明 遮光 浴室 卫生间 办公室 会议室 设计 风格',
      answer:
        '装饰膜改变玻璃的外观：Frost White 和 Dusted Crystal 有磨砂玻璃效果，Gradient Fade 从透明渐变到磨砂，Reeded Linear 为竖条纹，Blackout Opaque 完全遮挡视线和光线。适合浴室、办公室、会议室和门，同样阻挡 99% 的紫外线。',
      suggestions: ['装饰膜多少钱？', '晚上外面能看到里面吗？'],
      links: [{ label: '装饰膜', to: '/decorative-privacy-films' }],
    },
    uv: {
      title: '防紫外线',
      keywords: '紫外线 UV 褪色 地板 家具 艺术品 晒伤 皮肤 阻挡 99',
      answer:
        '我们所有的窗膜，包括透明安全膜，都能阻挡 99% 的紫外线。紫外线是地板、家具和艺术品褪色的主要原因。窗膜能大大减缓褪色，但不能完全阻止，因为可见光和热量也有影响。',
      suggestions: ['介绍一下隔热膜'],
      links: [{ label: '隔热防晒膜', to: '/solar-control-films' }],
    },
    heat: {
      title: '隔热效果',
      keywords:
        '隔热 热 太热 炎热 温度 凉快 降温 夏天 能量 节能 电费 房间 西晒 晒 热得 受不了 下午 朝西 闷热 空调 电费 变暗 太阳 暴晒 很热 特别热 蒸笼',
      answer:
        '隔热膜让靠窗的房间更凉爽：我们的窗膜可阻隔 45%（Ceramic 70 Clear View，几乎透明）到 77%（Dual Reflective 15）的太阳能，空调运行更少。估价工具会显示预计的节能效果。',
      suggestions: ['介绍一下隔热膜', '帮我做一个估价'],
      links: [{ label: '开始估价', to: '/enhanced-estimator' }],
    },
    glare: {
      title: '眩光',
      keywords: '眩光 刺眼 强光 反光 屏幕 电视 电脑 眼睛 百叶窗',
      answer:
        '隔热膜能柔化照在屏幕和电视上的强光，同时保留自然光，不用拉上百叶窗。可见光透过率越低，眩光越少：强烈阳光选 Ceramic 20 或 Dual Reflective 15，兼顾采光选 Ceramic 40 或 Dual Reflective 35。',
      suggestions: ['介绍一下隔热膜'],
      links: [{ label: '隔热防晒膜', to: '/solar-control-films' }],
    },
    privacy: {
      title: '隐私',
      keywords: '隐私 私密 看到里面 看见 晚上 夜间 邻居 街道 单向 镜面 浴室 遮挡 邻居 看见 窗帘',
      answer:
        '有色膜和反光膜的隐私效果取决于哪一侧更亮：白天能保护隐私，但晚上室内开灯时，外面的人能看到里面，和普通玻璃一样。想要全天隐私，请选择磨砂、渐变或遮光装饰膜，或把隔热膜与百叶窗搭配使用。',
      suggestions: ['介绍一下装饰膜'],
      links: [{ label: '装饰膜', to: '/decorative-privacy-films' }],
    },
    warranty: {
      title: '保修',
      keywords: '保修 质保 保证 几年 年 包括 覆盖 脱落 起泡 开裂 变色 热应力 玻璃破裂 索赔',
      answer:
        '保修涵盖脱落、起泡、开裂和变色。住宅保修 10 到 20 年（陶瓷膜 20 年，安全膜 15 年），商业保修 7 到 15 年。由认证团队安装兼容窗膜时，热应力导致的玻璃破裂也在保修范围内。',
      suggestions: ['可以自己安装吗？', '怎么清洁窗膜？'],
      links: [{ label: '常见问题', to: '/faq' }],
    },
    diyVsPro: {
      title: '自己安装还是专业安装',
      keywords:
        '自己安装 自己贴 DIY 自装 安装 专业 安装师傅 安装工 雇 认证团队 工具 套装 按尺寸裁切 新手 难不难 容易 专业 师傅',
      answer:
        '小而好够到的窗户贴装饰膜和隔热膜，很适合自己动手：在 DIY 订购页面按您的尺寸订购裁好的窗膜，并按说明操作。安全膜和防弹膜、大块或高处的玻璃以及带锚固系统的安装，应由认证团队完成；完整的商业保修要求专业安装。',
      suggestions: ['帮我做一个估价', '安装师傅市场怎么用？'],
      links: [
        { label: 'DIY 订购', to: '/diy-film-order' },
        { label: '发布项目', to: '/post-job' },
      ],
    },
    care: {
      title: '安装后的保养',
      keywords:
        '保养 清洁 清洗 擦 清洁剂 安装后 固化 干燥 雾 水泡 氨 刮板 多久 去除 撕掉 拆除 旧膜 Windex 擦玻璃 玻璃水 清洁剂 醋 抹布 气泡 小气泡 正常',
      answer:
        '窗膜需要 7 到 30 天固化，取决于厚度、天气和日照；小水泡或轻微雾状会自行消失。在此期间不要摇下车窗、按压或清洁窗膜。之后用柔软的超细纤维布和不含氨的温和清洁剂或肥皂水清洁；不要用纸巾、钢丝球或刀片。以后可以去除窗膜，不会损伤玻璃。',
      suggestions: ['保修包括什么？'],
      links: [{ label: '常见问题', to: '/faq' }],
    },
    membership: {
      title: '会员方案',
      keywords:
        '会员 方案 套餐 订阅 免费 专业版 企业版 每月 月费 价格 账户 注册 升级 取消 会员费 月费 每月 一个月 包括',
      answer:
        '三种方案：Free Forever（0 美元，适合房主：无限估价、保存项目、离线测量），Professional（每月 49 美元，适合安装商：项目板、带品牌的报价、自己的价格表、裁切计划、会员膜价）和 Enterprise（为政府、学校、银行和车队定制价格）。随时可以更改或取消，估价会保留。',
      suggestions: ['入门服务套餐是什么？'],
      links: [{ label: '会员方案', to: '/membership-plans' }],
    },
    onboarding: {
      title: '专业入门服务套餐',
      keywords: '入门 服务套餐 套餐 199 培训 设置 账户配置 价格表 营销材料 专员 一次性',
      answer:
        '专业入门服务套餐一次性收费 199 美元，包括一对一个人培训、定制账户设置、价格表配置和营销材料设置。购买后，专员会在 1-2 个工作日内联系您安排培训。此套餐为可选。',
      suggestions: ['介绍一下会员方案'],
      links: [
        { label: '购买入门套餐', to: '/shop/SVC-ONBOARD' },
        { label: '会员方案', to: '/membership-plans' },
      ],
    },
    shipping: {
      title: '配送',
      keywords:
        '配送 发货 运费 运输 快递 物流 送货 几天 多久到 包邮 免运费 阿拉斯加 夏威夷 寄 寄到 几天 多久',
      answer:
        '我们从亚特兰大、奥兰多和夏洛特发货，配送至美国本土 48 个州和华盛顿特区。陆运 3-5 个工作日，商品满 250 美元免运费；加急 2 个工作日；60 英寸及以上宽度的整卷走货运。阿拉斯加和夏威夷请来电咨询。',
      suggestions: ['怎么查询订单？'],
      links: [{ label: '商店', to: '/shop' }],
    },
    estimates: {
      title: '估价如何进行',
      keywords: '估价 报价 估算 计算器 创建 开始 测量 尺寸 计算 免费 申请 专员',
      answer:
        '免费估价工具根据您的窗户计算：输入每扇窗的宽和高（英寸、英尺、厘米或米）、数量、窗户类型和窗膜。它会规划裁切，并显示含安装的价格（人工、材料和批量折扣），离线也能用。您可以保存、向专员申请估价，或发布给安装商。',
      suggestions: ['窗膜多少钱？'],
      links: [
        { label: '开始估价', to: '/enhanced-estimator' },
        { label: '申请估价', to: '/homeowner-estimate' },
      ],
    },
    pricing: {
      title: '窗膜价格',
      keywords: '多少钱 价格 费用 价钱 贵 便宜 预算 每平方英尺 含安装 最低 折扣 优惠 打折 大单',
      answer:
        '含安装的价格取决于窗膜、玻璃总面积、窗户是否好够到、玻璃类型以及是否要去除旧膜。隔热膜和装饰膜比带锚固的安全膜便宜；大项目有批量折扣，小项目有最低收费。告诉我您的窗户（例如“3 扇 36 乘 48 的窗户 安全膜”），我会给您一个价格范围。',
      suggestions: ['3 扇 36 乘 48 的窗户 安全膜', '帮我做一个估价'],
      links: [{ label: '开始估价', to: '/enhanced-estimator' }],
    },
    marketplace: {
      title: '安装师傅市场',
      keywords: '市场 发布 项目 工作 安装商 安装师傅 投标 报价 比较 雇用 找 附近 评价',
      answer:
        '发布您的项目（哪些窗户、想要什么效果、城市和时间），当地认证安装商会给您投标。比较价格、开工日期和评价，给他们发消息，选择合适的人；之后在“我的项目”里跟进工作。',
      suggestions: ['帮我做一个估价'],
      links: [{ label: '发布项目', to: '/post-job' }],
    },
    orderTracking: {
      title: '查询订单',
      keywords: '查询 跟踪 追踪 订单 状态 我的订单 在哪 包裹 单号 发货了 物流 查物流 快递单号 查询 下单',
      answer:
        '打开“查询订单”，输入订单号（SS-XXXX-XXXX）和邮箱：可以看到从裁切到送达的每个阶段。登录后也可以问我“订单 SS-XXXX-XXXX 的状态”。',
      suggestions: ['配送要多久？'],
      links: [{ label: '查询订单', to: '/track-order' }],
    },
    contact: {
      title: '联系我们',
      keywords: '联系 电话 打电话 邮箱 邮件  帮助 地址 办公室 营业时间 周六 周日 几点 开门 关门 营业 周末',
      answer:
        '发邮件至 hello@southernshieldfilm.com 或致电：亚特兰大 (404) 555-0142，奥兰多 (407) 555-0168，夏洛特 (704) 555-0119。营业时间为周一至周五 8:00-18:00，周六 9:00-13:00（美国东部时间）。',
      suggestions: ['帮我做一个估价'],
      links: [{ label: '联系我们', to: '/contact' }],
    },
    returns: {
      title: '退货与退款',
      keywords:
        '退货 退 退回 退款 退钱 换货 取消 尺寸 错了 裁切 切好的 定制 按尺寸裁 整卷 未拆封 损坏 有缺陷 质量问题 退货政策 压坏 折痕 破损 到货 换 补发',
      answer:
        '整卷膜在原包装未拆封的情况下，可在收货后 30 天内退货并退款。按您的尺寸裁切的膜是为您专门制作的，只有在有质量缺陷时才能退货。如果订单到货时已损坏或有缺陷，请提供订单号和照片联系我们：我们会为您更换或退款，退款原路退回您付款的银行卡。入门服务套餐在培训完成后不予退款；会员可随时取消，有效期至已付费月份结束。',
      suggestions: ['怎么跟踪我的订单？', '怎么联系你们？'],
      links: [
        {
          label: '销售条款',
          to: '/terms',
        },
        {
          label: '联系我们',
          to: '/contact',
        },
      ],
    },
    serviceArea: {
      title: '安装服务范围',
      keywords: '服务范围 服务区域 地区 区域 覆盖 哪里 城市 州 邮编 邮政编码 区域中心 附近 上门 安装 服务',
      answer:
        '我们的安装团队服务佐治亚州、阿拉巴马州和田纳西州（亚特兰大区域中心），佛罗里达州和南佐治亚（佛罗里达区域中心，位于奥兰多），以及北卡罗来纳州和南卡罗来纳州（卡罗来纳区域中心，位于夏洛特）。告诉我您的城市或邮编，我会告诉您由哪个区域中心服务。窗膜本身可配送到美国本土 48 个州和华盛顿特区。',
      suggestions: ['你们在萨凡纳安装吗？', '帮我做一个估价'],
      links: [
        {
          label: '发布项目',
          to: '/post-job',
        },
        {
          label: '联系我们',
          to: '/contact',
        },
      ],
    },
    handoff: {
      title: '转人工',
      keywords: '人工 转人工 真人 客服人员 工作人员 经理 找人 回电 回电话 不要机器人 跟人说话',
      answer:
        '请点击“联系真人”留下您的问题和联系方式，最近区域中心的工作人员会回复您。您也可以致电：亚特兰大 (404) 555-0142，奥兰多 (407) 555-0168，夏洛特 (704) 555-0119，美国东部时间周一至周五 8:00-18:00，周六 9:00-13:00。',
      suggestions: ['怎么联系你们？'],
      links: [
        {
          label: '联系我们',
          to: '/contact',
        },
      ],
    },
  },
  phrases: {
    fallback: '抱歉，我不太确定您的意思。我可以解答窗膜种类、价格、安装、保修、订单和会员方案。试试这些：',
    firstActions: ['介绍一下窗膜种类', '窗膜多少钱？', '可以自己安装吗？', '帮我做一个估价'],
    priceQuote: '{count} 扇窗户，每扇 {size}，{film}：含安装约 {price}（玻璃 {area} 平方英尺）。',
    priceQuoteNote:
      '价格范围涵盖我们库存的各个窗膜等级，小项目按最低收费计算。高处玻璃、去除旧膜或特殊玻璃会影响价格：估价工具会精确计算。',
    startEstimate: '开始估价',
    filmNames: { standard: '隔热膜', security: '安全膜', decorative: '装饰膜' },
    stockIn: '{product} 有货。',
    stockOut: '{product} 目前缺货。',
    stockUnknown: '没有找到这个产品。商店里有我们销售的全部商品。',
    stockNeedsNetwork: '查询库存需要联网。恢复网络后请再问我。',
    openProduct: '查看 {product}',
    orderNeedsNetwork: '查询订单需要联网。恢复网络后请再问我，或打开“查询订单”。',
    orderNumberNeedsNetwork: '查询订单 {number} 需要联网。恢复网络后请再问我，或打开“查询订单”。',
    orderSignIn: '请登录后询问您的订单，或用订单号和邮箱打开“查询订单”。',
    orderAskNumber: '哪个订单？请告诉我订单号（SS-XXXX-XXXX），或在“我的订单”中查看全部。',
    orderNotFound: '您的账户中没有订单 {number}。请核对订单号，或打开“查询订单”。',
    orderStatus: '订单 {number}：{status}。',
    orderStatuses: {
      placed: '已下单，等待处理',
      paid: '已付款，等待裁切',
      processing: '正在裁切和包装',
      shipped: '已发货',
      delivered: '已送达',
      cancelled: '已取消',
      refunded: '已退款',
    },
    shop: '商店',
    myOrders: '我的订单',
    trackOrder: '查询订单',
    openOrder: '查看订单 {number}',
    refusal: '抱歉，我只能解答窗膜相关的问题：产品和价格、安装、订单、退货以及会员方案。您可以试试这些：',
    sorry: '很抱歉给您带来不便。',
    serviceYes: '是的，{place}在我们的服务范围内：由{hub}区域中心及其安装团队提供服务。',
    serviceNo:
      '抱歉，{place}不在我们的安装范围内（亚特兰大负责佐治亚、阿拉巴马和田纳西；佛罗里达负责佛罗里达和南佐治亚；夏洛特负责北卡和南卡）。我们仍可把窗膜寄过去：您可以在自助商店订购按尺寸裁切的膜，或在市场发布项目，由当地安装师傅投标。',
    hubNames: {
      atlanta: '亚特兰大',
      florida: '佛罗里达',
      carolinas: '卡罗来纳',
    },
    diyShop: '按尺寸订膜',
    postProject: '发布项目',
    productFilm:
      '{name} 是{use}：厚度 {thickness} mil，可见光透过率 {vlt}%，太阳能阻隔率 {solar}%。每卷长 {length} 英尺：{rolls}，约合每平方英尺 {sqft}。',
    productRoll: '宽 {width}″ {price}',
    productPiece: '{name}：{price}。',
    productFree: '{name}：免费，只需支付运费。',
    filmUses: {
      security: '能把碎玻璃粘在一起的安全膜',
      solar: '隔热防眩光的太阳膜',
      decorative: '注重隐私和美观的装饰膜',
    },
  },
  stopWords: [
    '你们',
    '我们',
    '请问',
    '的',
    '了',
    '吗',
    '呢',
    '是',
    '我',
    '你',
    '您',
    '们',
    '什么',
    '怎么',
    '一下',
    '介绍',
  ],
  tradeWords: ['窗膜', '窗户'],
  synonyms: [
    ['窗膜', '贴膜', '膜', '玻璃膜', '隔热纸'],
    ['价格', '多少钱', '费用', '价钱', '报价', '收费', '钱'],
    ['安装', '施工', '上门安装'],
    ['退货', '退回', '退'],
    ['退款', '退钱'],
    ['保修', '质保', '保修期', '保证'],
    ['配送', '发货', '送货', '运费', '快递', '邮寄', '运送'],
    ['人工', '真人', '客服', '工作人员'],
    ['服务范围', '服务区域', '覆盖', '地区'],
    ['安全', '防盗', '防爆', '防砸'],
    ['隔热', '热', '太热', '降温'],
    ['隐私', '看到里面', '看见'],
    ['装饰', '磨砂', '花纹'],
    ['紫外线', '褪色', '晒'],
    ['清洁', '清洗', '擦'],
    ['会员', '套餐', '订阅'],
    ['估价', '报价单', '估算'],
    ['订单', '购买'],
    ['裁切', '切好的', '定制', '按尺寸'],
  ],
}
