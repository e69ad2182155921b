import LoomGraphics
import Testing
@testable import LoomUI

/// More control goldens: dark mode, label variants, styled lists, images painted with styles.
@Suite struct MoreControlsGoldenTests {
    @Test func controlsInDarkMode() throws {
        let view = VStack(alignment: .leading, spacing: 14, content: [
            Label(title: "Favourites", systemImage: "star.fill"),
            Toggle(title: "Dark mode", isOn: true),
            Picker(title: "Size", selection: "M", options: ["S", "M", "L"]).pickerStyle(.segmented),
            Button(title: "Continue").buttonStyle(.borderedProminent),
            Text("Secondary text").foregroundColor(.secondary),
        ]).frame(width: 260, alignment: .leading).padding().background(Color.background).preferredColorScheme(.dark)
        try assertGolden(view, named: "dark-mode", in: "controls")
    }

    @Test func listInDarkMode() throws {
        let list = List(rows: [
            Section(header: "Account", rows: [
                Label(title: "Profile", systemImage: "person.crop.circle"),
                Toggle(title: "Notifications", isOn: false),
                Slider(value: 0.4),
            ]),
            Section(footer: "Dark grouped lists sit on black with #1C1C1E cards.", rows: [
                Stepper(title: "Copies: 2", value: 2),
                TextField(placeholder: "Name", text: ""),
            ]),
        ]).preferredColorScheme(.dark)
        try assertGolden(list, named: "list-dark", in: "controls", proposal: ProposedSize(width: 360, height: nil))
    }

    @Test func labelVariants() throws {
        let view = VStack(alignment: .leading, spacing: 12, content: [
            Label(title: "Plain label", systemImage: "tray"),
            Label(title: "Headline label", systemImage: "bolt.fill").font(.headline),
            Label(title: "Tinted icon", systemImage: "heart.fill").foregroundColor(.pink),
            Label(title: "Gradient label", systemImage: "flame.fill")
                .foregroundStyle(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)),
            Label(title: "Large title", systemImage: "globe").font(.largeTitle),
        ]).padding().background(Color.white)
        try assertGolden(view, named: "label-variants", in: "controls")
    }

    @Test func segmentedPickerWidths() throws {
        let view = VStack(spacing: 12, content: [
            Picker(title: "Two", selection: "On", options: ["On", "Off"]).pickerStyle(.segmented),
            Picker(title: "Five", selection: "Wed", options: ["Mon", "Tue", "Wed", "Thu", "Fri"]).pickerStyle(.segmented),
            Picker(title: "Tinted", selection: "Map", options: ["List", "Map"]).pickerStyle(.segmented).tint(.green),
        ]).frame(width: 300).padding().background(Color.white)
        try assertGolden(view, named: "segmented-pickers", in: "controls")
    }

    @Test func imagesPaintedWithStyles() throws {
        let view = HStack(spacing: 14, content: [
            Image(systemName: "cloud.sun.fill").font(.largeTitle),
            Image(systemName: "cloud.sun.fill").font(.largeTitle).foregroundStyle(LinearGradient(colors: [.yellow, .blue], startPoint: .top, endPoint: .bottom)),
            Image(systemName: "bolt.fill").resizable().frame(width: 30, height: 44).foregroundStyle(AngularGradient(colors: [.yellow, .orange, .yellow], center: .center)),
            Image(systemName: "star.fill").font(.caption),
            Image(systemName: "star.fill"),
            Image(systemName: "star.fill").font(.title),
            Image(systemName: "star.fill").font(.largeTitle).foregroundColor(.yellow).shadow(radius: 2),
        ]).padding(10).background(Color.white)
        try assertGolden(view, named: "images-painted", in: "controls")
    }
}
