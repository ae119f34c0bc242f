/**
 * Every antd component the console uses, rendered once on the server in the console's default theme so
 * that antd's CSS-in-JS registers their styles (see ./render.tsx). Props are chosen to reach the style
 * hooks of the variants the console shows (password and search inputs, range pickers, a table with
 * selection and paging, the dark sidebar menu…). A variant missing here is not wrong, only slower: its
 * styles are built in the browser as before.
 */
import {
  Alert,
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ColorPicker,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Slider,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Tooltip,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';

const OPTIONS = [{ label: 'a', value: 'a' }];
const TREE = [{ title: 'a', key: 'a', value: 'a', children: [{ title: 'b', key: 'b', value: 'b' }] }];
const MENU = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }];

/** The popup APIs' holders: rendering them registers the styles of toasts, notices and confirms. */
function PopupHolders() {
  const [, messageHolder] = message.useMessage();
  const [, notificationHolder] = notification.useNotification();
  const [, modalHolder] = Modal.useModal();
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}

function Inputs() {
  return (
    <Form layout="inline">
      <Form.Item label="a" name="a" required help="b" validateStatus="error">
        <Input prefix="a" allowClear />
      </Form.Item>
      <Input.Password />
      <Input.Search enterButton />
      <Input.TextArea showCount maxLength={2} />
      <InputNumber />
      <Space.Compact>
        <Input />
        <Button>a</Button>
      </Space.Compact>
      <Select options={OPTIONS} mode="multiple" />
      <Select options={OPTIONS} />
      <TreeSelect treeData={TREE} />
      <DatePicker />
      <DatePicker.RangePicker />
      <TimePicker />
      <ColorPicker />
      <Checkbox>a</Checkbox>
      <Checkbox.Group options={OPTIONS} />
      <Radio.Group options={OPTIONS} />
      <Radio.Group options={OPTIONS} optionType="button" />
      <Switch />
      <Slider />
      <Segmented options={['a', 'b']} />
      <Upload>
        <Button>a</Button>
      </Upload>
      <Upload listType="picture-card" />
      <Upload.Dragger />
      <Form.List name="list">{() => null}</Form.List>
    </Form>
  );
}

function Display() {
  return (
    <>
      <Alert message="a" showIcon />
      <Avatar>a</Avatar>
      <Breadcrumb items={[{ title: 'a' }, { title: 'b' }]} />
      <Button type="primary">a</Button>
      <Button danger type="link">
        a
      </Button>
      <Card title="a" size="small">
        a
      </Card>
      <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Descriptions bordered items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Divider />
      <Empty />
      <Flex gap="small">a</Flex>
      <Image src="" alt="" />
      <List dataSource={['a']} renderItem={(item) => <List.Item>{item}</List.Item>} />
      <Pagination total={50} showSizeChanger showQuickJumper />
      <Progress percent={50} />
      <Progress type="circle" percent={50} />
      <Result status="404" title="a" />
      <Row gutter={8}>
        <Col span={12}>a</Col>
      </Row>
      <Skeleton active />
      <Skeleton.Button />
      <Spin />
      <Statistic value={1} />
      <Tag color="blue">a</Tag>
      <Tag color="success">a</Tag>
      <Typography.Title level={4}>a</Typography.Title>
      <Typography.Paragraph copyable ellipsis>
        a
      </Typography.Paragraph>
      <Typography.Text type="secondary">a</Typography.Text>
      <Typography.Link>a</Typography.Link>
    </>
  );
}

function Containers() {
  return (
    <>
      <Layout>
        <Layout.Sider theme="dark">
          <Menu theme="dark" mode="inline" items={MENU} />
        </Layout.Sider>
        <Layout.Content>a</Layout.Content>
      </Layout>
      <Menu mode="horizontal" items={MENU} />
      <Tabs type="editable-card" items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Table
        rowKey="a"
        size="small"
        bordered
        rowSelection={{}}
        columns={[{ title: 'a', dataIndex: 'a', sorter: true, fixed: 'right', filters: [] }]}
        dataSource={[{ a: 'a' }]}
        pagination={{ total: 50, showSizeChanger: true }}
        scroll={{ x: 800 }}
      />
      <Tree treeData={TREE} checkable showLine draggable />
      <Tree.DirectoryTree treeData={TREE} />
      <Tree treeData={TREE} virtual height={200} />
      <Dropdown menu={{ items: MENU }}>
        <span>a</span>
      </Dropdown>
      <Tooltip title="a">
        <span>a</span>
      </Tooltip>
      <Popover content="a">
        <span>a</span>
      </Popover>
      <Popconfirm title="a">
        <span>a</span>
      </Popconfirm>
      <Modal open={false} />
      <Drawer open={false} />
    </>
  );
}

/**
 * What the sign-in page shows: its first stylesheet holds these alone, so that the page does not wait
 * for the whole console's CSS (src/features/system/login, the result pages, the loading spinner).
 */
export function SignInCatalogue() {
  return (
    <>
      <Input />
      <Input.Password />
      <Button type="primary">a</Button>
      <Space>a</Space>
      <Spin />
      <Result status="404" title="a" />
    </>
  );
}

/** The whole console. */
export function AntdCatalogue() {
  return (
    <>
      <PopupHolders />
      <Inputs />
      <Display />
      <Containers />
    </>
  );
}
