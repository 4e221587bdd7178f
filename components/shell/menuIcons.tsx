import type { SvgIconComponent } from "@mui/icons-material";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import AdminPanelSettingsOutlined from "@mui/icons-material/AdminPanelSettingsOutlined";
import AssessmentOutlined from "@mui/icons-material/AssessmentOutlined";
import BlockOutlined from "@mui/icons-material/BlockOutlined";
import CardMembershipOutlined from "@mui/icons-material/CardMembershipOutlined";
import CurrencyExchangeOutlined from "@mui/icons-material/CurrencyExchangeOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import DiamondOutlined from "@mui/icons-material/DiamondOutlined";
import FavoriteBorderOutlined from "@mui/icons-material/FavoriteBorderOutlined";
import FeedbackOutlined from "@mui/icons-material/FeedbackOutlined";
import FitnessCenterOutlined from "@mui/icons-material/FitnessCenterOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import HeightOutlined from "@mui/icons-material/HeightOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import FactCheckOutlined from "@mui/icons-material/FactCheckOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import MapOutlined from "@mui/icons-material/MapOutlined";
import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import PeopleAltOutlined from "@mui/icons-material/PeopleAltOutlined";
import PersonOutlineOutlined from "@mui/icons-material/PersonOutlineOutlined";
import RestaurantOutlined from "@mui/icons-material/RestaurantOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import StarsOutlined from "@mui/icons-material/StarsOutlined";
import TimerOutlined from "@mui/icons-material/TimerOutlined";
import TempleHinduOutlined from "@mui/icons-material/TempleHinduOutlined";
import AccountTreeOutlined from "@mui/icons-material/AccountTreeOutlined";
import WorkOutlineOutlined from "@mui/icons-material/WorkOutlineOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import type { IconName } from "@/lib/pages";

export const MENU_ICONS: Record<IconName, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  people: PeopleAltOutlined,
  block: BlockOutlined,
  admin: AdminPanelSettingsOutlined,
  premium: DiamondOutlined,
  facility: StarsOutlined,
  duration: TimerOutlined,
  document: DescriptionOutlined,
  profileFor: PersonOutlineOutlined,
  religion: TempleHinduOutlined,
  community: GroupsOutlined,
  subCommunity: AccountTreeOutlined,
  marital: FavoriteBorderOutlined,
  employment: BadgeOutlined,
  occupation: WorkOutlineOutlined,
  education: SchoolOutlined,
  diet: RestaurantOutlined,
  height: HeightOutlined,
  weight: FitnessCenterOutlined,
  income: SavingsOutlined,
  currency: CurrencyExchangeOutlined,
  gateway: PaymentsOutlined,
  report: AssessmentOutlined,
  packages: ShoppingBagOutlined,
  region: MapOutlined,
  notification: NotificationsActiveOutlined,
  coupon: LocalOfferOutlined,
  faq: HelpOutlineOutlined,
  story: CardMembershipOutlined,
  feedback: FeedbackOutlined,
  setting: SettingsOutlined,
  profile: AccountCircleOutlined,
  audit: ManageSearchOutlined,
  review: FactCheckOutlined,
};
