class Shape:
    def __init__(self, name):
        self.name = name
    def area(self):
        return 0.0
    def perimeter(self):
        return 0.0
    def score(self):
        return self.area() + self.perimeter() * 0.5
class Rectangle(Shape):
    def __init__(self, width, height):
        self.width = width
        self.height = height
        super().__init__("rectangle")
    def area(self):
        return self.width * self.height
    def perimeter(self):
        return 2 * (self.width + self.height)
class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)
    def score(self):
        return super().score() + 1
class Circle(Shape):
    def __init__(self, radius):
        self.radius = radius
        super().__init__("circle")
    def area(self):
        return 3.0 * self.radius * self.radius
    def perimeter(self):
        return 6.0 * self.radius
shapes = []
for k in range(1_000):
    if k % 3 == 0:
        shapes.append(Rectangle(float(k % 10), 2.0))
    elif k % 3 == 1:
        shapes.append(Square(float(k % 5)))
    else:
        shapes.append(Circle(float(k % 4)))
total = 0.0
for _ in range(100):
    for shape in shapes:
        total += shape.score()
print(int(total))
